import { useState, type ReactNode } from 'react';
import type { BookingStatus } from '@dealer/contracts';
import { isRefusal } from '../../lib/api-client';
import { useChangeBooking } from '../../lib/booking/use-change-booking.mutation';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { askConfirmation } from '../dialog/confirm-dialog';
import { FormNotice } from '../form-notice/form-notice';

/** The button text of each status a booking can be moved to by the dealer. */
const ACTION_KEY = {
  confirmed: 'toConfirmed',
  arrived: 'toArrived',
  completed: 'toCompleted',
  no_show: 'toNoShow',
  cancelled: 'toCancelled',
} as const satisfies Partial<Record<BookingStatus, string>>;

/** Whose booking, on which day (as the panel writes it): what the confirmation names. */
interface MovedBooking {
  id: string;
  name: string;
  dateLabel: string;
}

interface StatusMovesProps {
  booking: MovedBooking;
  /** The moves the lifecycle allows now (the server's list, or nextStatuses). */
  moves: readonly BookingStatus[];
  /** Names the row of buttons for assistive technology. */
  label: string;
  /** The panel's own actions, after the status moves (the day board's Move). */
  children?: ReactNode;
  /** Where the refusal is said: the panel's own class, kept for its layout and for the journeys. */
  refusalClassName: string;
}

/**
 * The status moves of a booking, as the booking history's panel and the day board offer them: each
 * asks to confirm (whose booking, which day, which status) and a refusal (the lifecycle no longer
 * allows it, too many attempts) stays said above the buttons until the next try.
 */
export function StatusMoves({ booking, moves, label, children, refusalClassName }: StatusMovesProps) {
  const { t } = useTranslation();
  const change = useChangeBooking();
  const [refusal, setRefusal] = useState<string | null>(null);
  const actionText = (status: BookingStatus) => t(`adminBookings.${ACTION_KEY[status as keyof typeof ACTION_KEY]}`);

  const move = async (status: BookingStatus) => {
    const question = t('adminBookings.confirmStatus', { name: booking.name, date: booking.dateLabel, status: t(`bookingStatus.${status}`) });
    if (!(await askConfirmation({ message: question, confirmLabel: actionText(status), keepLabel: t('adminBookings.keepStatus') }))) return;
    setRefusal(null);
    change.mutate(
      { id: booking.id, change: { kind: 'status', status } },
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
    <>
      <FormNotice className={refusalClassName} text={refusal} />
      {moves.length > 0 || children ? (
        <div className="form__actions" role="group" aria-label={label}>
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              className={`button button--small${status === 'cancelled' || status === 'no_show' ? ' button--danger' : ''}`}
              onClick={() => void move(status)}
              disabled={change.isPending}
            >
              {actionText(status)}
            </button>
          ))}
          {children}
        </div>
      ) : null}
    </>
  );
}
