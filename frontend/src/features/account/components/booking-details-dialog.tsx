import { useTranslation } from '../../../lib/i18n';
import type { BookingRow } from '@dealer/contracts';
import { ModalDialog } from '../../../components/dialog/modal-dialog';
import { BookingSummary } from '../../../components/booking-details/booking-summary';
import { BookingTimeline } from '../../../components/booking-details/booking-timeline';
import { canCustomerChange } from '../../../lib/booking/booking-status';

interface BookingDetailsDialogProps {
  booking: BookingRow | null;
  onClose: () => void;
  onReschedule: (booking: BookingRow) => void;
  onCancel: (booking: BookingRow) => void | Promise<void>;
}

/** A booking's details and timeline, with Reschedule and Cancel while it can still change. */
export function BookingDetailsDialog({ booking, onClose, onReschedule, onCancel }: BookingDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={booking !== null} title={t('bookingHistory.detailsTitle')} onClose={onClose}>
      {booking ? (
        <>
          <BookingSummary booking={booking} />
          {canCustomerChange(booking, new Date()) ? (
            <div className="form__actions account__booking-actions">
              <button type="button" className="button button--small" onClick={() => onReschedule(booking)}>
                {t('bookingHistory.reschedule')}
              </button>
              <button type="button" className="button button--small button--danger" onClick={() => void onCancel(booking)}>
                {t('bookingHistory.cancel')}
              </button>
            </div>
          ) : null}
          <BookingTimeline bookingId={booking._id} headingId="booking-details-timeline" />
        </>
      ) : null}
    </ModalDialog>
  );
}
