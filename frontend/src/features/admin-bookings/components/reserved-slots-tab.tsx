import { useCallback, useState } from 'react';
import { useTranslation, specMessage } from '../../../lib/i18n';
import type { ReservationRow } from '@dealer/contracts';
import { askConfirmation } from '../../../components/dialog/confirm-dialog';
import { ErrorState } from '../../../components/page/error-state';
import { notify } from '../../../lib/toast';
import { useReservations } from '../api/reservations.query';
import { useReservationWrite } from '../api/use-reservation-write.mutation';
import {
  EMPTY_RESERVATION_FORM,
  formFromReservation,
  toReserveSlotRequest,
  validateReservationForm,
  type ReservationFormValues,
} from '../model/reservation-form';
import { ReservationForm } from './reservation-form';
import { ReservationsGrid } from './reservations-grid';
import './admin-bookings.css';

/**
 * Reserved Slots: an admin reserves times for phone and walk-in customers and sees every reservation;
 * branch staff (`branchIds`) do the same at their branches.
 * Reservations of online bookings are changed through the booking; the server says so (409) when an
 * admin tries to edit or delete one here.
 */
export function ReservedSlotsTab({ branchIds }: { branchIds: readonly string[] | null }) {
  const { t } = useTranslation();
  const reservations = useReservations();
  const write = useReservationWrite();
  const { mutate: send } = write;
  const [form, setForm] = useState<ReservationFormValues>(EMPTY_RESERVATION_FORM);
  const [original, setOriginal] = useState<ReservationFormValues | null>(null);

  const clear = useCallback(() => {
    setForm(EMPTY_RESERVATION_FORM);
    setOriginal(null);
  }, []);

  const save = () => {
    const problem = validateReservationForm(form);
    if (problem) {
      notify.error(specMessage(problem));
      return;
    }
    const body = toReserveSlotRequest(form);
    send(form._id ? { kind: 'update', id: form._id, body } : { kind: 'create', body }, {
      onSuccess: ({ message }) => {
        notify.success(message);
        clear();
      },
      onError: notify.failure,
    });
  };

  const edit = useCallback((row: ReservationRow) => {
    const loaded = formFromReservation(row);
    setForm(loaded);
    setOriginal(loaded);
    document.getElementById('reservation-form-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  const remove = useCallback(
    async (row: ReservationRow) => {
      if (!(await askConfirmation({ message: specMessage('confirmDelete'), confirmLabel: t('common.delete') }))) return;
      send(
        { kind: 'delete', id: row._id },
        {
          onSuccess: ({ message }) => {
            notify.success(message);
            setForm((current) => (current._id === row._id ? EMPTY_RESERVATION_FORM : current));
            setOriginal((current) => (current?._id === row._id ? null : current));
          },
          onError: notify.failure,
        },
      );
    },
    [send, t],
  );

  return (
    <div className="admin-bookings">
      <ReservationForm branchIds={branchIds} values={form} original={original} onChange={setForm} onSave={save} onClear={clear} saving={write.isPending} />
      {reservations.isError ? <ErrorState error={reservations.error} onRetry={() => void reservations.refetch()} /> : null}
      <ReservationsGrid rows={reservations.data} loading={reservations.isPending} onEdit={edit} onDelete={remove} />
    </div>
  );
}
