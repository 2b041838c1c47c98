import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatBookingDate, formatSlotTime, type DayBoard } from '@dealer/contracts';
import { ModalDialog } from '../../../components/dialog/modal-dialog';
import { FormNotice } from '../../../components/form-notice/form-notice';
import { EmailField, PhoneField } from '../../../components/form/preset-fields';
import { TextField } from '../../../components/form/text-field';
import { useFieldProblems } from '../../../components/form/use-field-problems';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { notify } from '../../../lib/toast';
import { useReservePlace } from '../api/use-reserve-place.mutation';
import type { FreeCell } from '../model/board-layout';
import { EMPTY_RESERVE_PLACE, RESERVE_PLACE_FIELDS, reservePlaceProblems, toReservePlaceRequest, type ReservePlaceField, type ReservePlaceValues } from '../model/reserve-place-form';

interface ReservePlaceDialogProps {
  cell: FreeCell | null;
  board: DayBoard;
  onClose: () => void;
}

/** A free place clicked: reserve that time for a phone or walk-in customer, as Reserved Slots does. */
export function ReservePlaceDialog({ cell, board, onClose }: ReservePlaceDialogProps) {
  const { t } = useTranslation();
  const names = useContentNames();
  const title = cell ? t('dayBoard.reserveHeading', { place: String(cell.lane + 1), time: formatSlotTime(cell.timeSlot, names.lang) }) : '';
  return (
    <ModalDialog open={cell !== null} title={title} onClose={onClose}>
      {/* Keyed by the place, so each opening starts empty. */}
      {cell ? <ReservePlaceForm key={`${board.date}:${cell.lane}:${cell.row}`} cell={cell} board={board} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function ReservePlaceForm({ cell, board, onDone }: { cell: FreeCell; board: DayBoard; onDone: () => void }) {
  const { t } = useTranslation();
  const names = useContentNames();
  const reserve = useReservePlace();
  const [values, setValues] = useState<ReservePlaceValues>(EMPTY_RESERVE_PLACE);
  const labels: Record<ReservePlaceField, string> = {
    firstName: t('dayBoard.firstName'),
    lastName: t('dayBoard.lastName'),
    phoneNumber: t('dayBoard.phone'),
    email: t('dayBoard.email'),
  };
  const problems = useFieldProblems(reservePlaceProblems(values), RESERVE_PLACE_FIELDS, (field) => labels[field]);
  const set = (field: ReservePlaceField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    problems.changed(field);
  };
  const branch = names.branch(board.branchName);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!problems.check()) return;
    reserve.mutate(toReservePlaceRequest(values, { branchName: board.branchName, date: board.date, timeSlot: cell.timeSlot }), {
      onSuccess: ({ message }) => {
        notify.success(message);
        onDone();
      },
      onError: (error) => problems.failed(error),
    });
  };

  const field = (name: ReservePlaceField) => ({ name, label: labels[name], value: values[name], onValueChange: set(name), error: problems.messageOf(name), required: true });
  return (
    <form className="form" noValidate ref={problems.formRef} onSubmit={onSubmit} onBlur={problems.onBlur}>
      <p className="card__intro">{t('dayBoard.reserveIntro', { branch: branch.text, date: formatBookingDate(board.date, names.lang) })}</p>
      <div className="form__row">
        <TextField {...field('firstName')} autoComplete="off" />
        <TextField {...field('lastName')} autoComplete="off" />
      </div>
      <div className="form__row">
        <PhoneField {...field('phoneNumber')} autoComplete="off" />
        <EmailField {...field('email')} autoComplete="off" />
      </div>
      <FormNotice className="day-board__refusal" text={problems.refusal.form} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={reserve.isPending}>
          {t('dayBoard.reserve')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('dayBoard.keepFree')}
        </button>
      </div>
    </form>
  );
}
