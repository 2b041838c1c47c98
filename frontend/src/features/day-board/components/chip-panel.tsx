import { useTranslation } from '../../../lib/i18n';
import { formatBookingDate, formatSlotTime, type BoardChip, type DayBoard } from '@dealer/contracts';
import { StatusMoves } from '../../../components/booking-details/status-moves';
import { ModalDialog } from '../../../components/dialog/modal-dialog';
import { durationText } from '../../../lib/booking/duration-text';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { chipName } from '../model/board-layout';
import { ServicesText } from './services-text';

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
  const name = chipName(chip);
  const vehicle = chip.vehicleType ? names.vehicle(chip.vehicleType) : null;
  const bookingId = chip.bookingId;

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
          <StatusMoves
            booking={{ id: bookingId, name, dateLabel: formatBookingDate(board.date, lang, 'short') }}
            moves={chip.moves}
            label={t('dayBoard.actions')}
            refusalClassName="day-board__refusal"
          >
            {chip.movable ? (
              <button type="button" className="button button--small button--ghost" onClick={() => onMove(chip)}>
                {t('dayBoard.move')}
              </button>
            ) : null}
          </StatusMoves>
          {chip.moves.length === 0 && !chip.movable ? (
            <p className="card__intro">{t('adminBookings.final', { status: chip.status ? t(`bookingStatus.${chip.status}`) : '' })}</p>
          ) : null}
        </>
      ) : (
        <p className="card__intro">{t(chip.source === 'hold' ? 'dayBoard.holdNote' : 'dayBoard.reservationNote')}</p>
      )}
    </div>
  );
}
