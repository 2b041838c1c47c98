import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatBookingDate, formatSlotTime, type BoardChip, type BookingStatus, type DayBoard } from '@dealer/contracts';
import { askConfirmation } from '../../../components/dialog/confirm-dialog';
import { ModalDialog } from '../../../components/dialog/modal-dialog';
import { isRefusal } from '../../../lib/api-client';
import { durationText } from '../../../lib/booking/duration-text';
import { useChangeBooking } from '../../../lib/booking/use-change-booking.mutation';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { notify } from '../../../lib/toast';
import { chipName } from '../model/board-layout';
import { ServicesText } from './services-text';

/** The button texts of the status moves, shared with the booking history's panel. */
const ACTION_KEY = {
  confirmed: 'toConfirmed',
  arrived: 'toArrived',
  completed: 'toCompleted',
  no_show: 'toNoShow',
  cancelled: 'toCancelled',
} as const satisfies Partial<Record<BookingStatus, string>>;

interface ChipPanelProps {
  chip: BoardChip | null;
  board: DayBoard;
  onMove: (chip: BoardChip) => void;
  onClose: () => void;
}

/**
 * A chip opened: who, when, how to reach them, and what the branch can do now. Only the status moves
 * the lifecycle allows at this moment are offered (the server's list); a refusal stays said here.
 */
export function ChipPanel({ chip, board, onMove, onClose }: ChipPanelProps) {
  const { t } = useTranslation();
  const names = useContentNames();
  const title = chip ? t('dayBoard.panelHeading', { name: chipName(chip), time: formatSlotTime(chip.timeSlot, names.lang) }) : '';
  return (
    <ModalDialog open={chip !== null} title={title} onClose={onClose}>
      {chip ? <ChipDetails key={chip.reservationId} chip={chip} board={board} onMove={onMove} /> : null}
    </ModalDialog>
  );
}

function ChipDetails({ chip, board, onMove }: { chip: BoardChip; board: DayBoard; onMove: (chip: BoardChip) => void }) {
  const { t } = useTranslation();
  const names = useContentNames();
  const lang = names.lang;
  const change = useChangeBooking();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = chipName(chip);
  const vehicle = chip.vehicleType ? names.vehicle(chip.vehicleType) : null;
  const bookingId = chip.bookingId;

  const move = async (status: BookingStatus) => {
    if (!bookingId) return;
    const label = t(`adminBookings.${ACTION_KEY[status as keyof typeof ACTION_KEY]}`);
    const question = t('adminBookings.confirmStatus', { name, date: formatBookingDate(board.date, lang, 'short'), status: t(`bookingStatus.${status}`) });
    if (!(await askConfirmation({ message: question, confirmLabel: label, keepLabel: t('adminBookings.keepStatus') }))) return;
    setRefusal(null);
    change.mutate(
      { id: bookingId, change: { kind: 'status', status } },
      {
        onSuccess: ({ message }) => notify.success(message),
        onError: (error) => {
          if (isRefusal(error)) setRefusal(error.message);
          notify.failure(error);
        },
      },
    );
  };

  return (
    <div className="day-board__panel">
      <dl className="day-board__facts">
        <dt>{t('dayBoard.when')}</dt>
        <dd>
          {formatBookingDate(board.date, lang)} · {formatSlotTime(chip.timeSlot, lang)}
        </dd>
        <dt>{t('dayBoard.duration')}</dt>
        <dd>{durationText(t, chip.durationMinutes)}</dd>
        <dt>{t('dayBoard.phone')}</dt>
        <dd>
          <a href={`tel:${chip.phoneNumber.replace(/[^\d+]/g, '')}`} dir="ltr">
            {chip.phoneNumber}
          </a>
        </dd>
        <dt>{t('dayBoard.email')}</dt>
        <dd>
          <a href={`mailto:${chip.email}`} dir="ltr">
            {chip.email}
          </a>
        </dd>
        {vehicle ? (
          <>
            <dt>{t('dayBoard.vehicle')}</dt>
            <dd lang={vehicle.lang}>
              {vehicle.text} {chip.model}
            </dd>
          </>
        ) : null}
        {chip.services.length > 0 ? (
          <>
            <dt>{t('dayBoard.services')}</dt>
            <dd>
              <ServicesText services={chip.services} lang={lang} />
            </dd>
          </>
        ) : null}
        <dt>{t('dayBoard.status')}</dt>
        <dd>
          <span className={`day-board__status day-board__status--${chip.status ?? 'reserved'}`}>{chip.status ? t(`bookingStatus.${chip.status}`) : t('dayBoard.reservation')}</span>
        </dd>
      </dl>
      {bookingId ? (
        <>
          {refusal ? (
            <p className="notice day-board__refusal" role="alert">
              {refusal}
            </p>
          ) : null}
          {chip.moves.length > 0 || chip.movable ? (
            <div className="form__actions" role="group" aria-label={t('dayBoard.actions')}>
              {chip.moves.map((status) => (
                <button
                  key={status}
                  type="button"
                  className={`button button--small${status === 'cancelled' || status === 'no_show' ? ' button--danger' : ''}`}
                  onClick={() => void move(status)}
                  disabled={change.isPending}
                >
                  {t(`adminBookings.${ACTION_KEY[status as keyof typeof ACTION_KEY]}`)}
                </button>
              ))}
              {chip.movable ? (
                <button type="button" className="button button--small button--ghost" onClick={() => onMove(chip)}>
                  {t('dayBoard.move')}
                </button>
              ) : null}
            </div>
          ) : (
            <p className="card__intro">{t('adminBookings.final', { status: chip.status ? t(`bookingStatus.${chip.status}`) : '' })}</p>
          )}
        </>
      ) : (
        <p className="card__intro">{t(chip.source === 'hold' ? 'dayBoard.holdNote' : 'dayBoard.reservationNote')}</p>
      )}
    </div>
  );
}
