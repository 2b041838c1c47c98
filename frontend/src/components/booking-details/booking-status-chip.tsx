import { useTranslation } from '../../lib/i18n';
import { BOOKING_STATUSES, type BookingStatus } from '@dealer/contracts';
import { statusChipClass } from './booking-status-tones';

const isStatus = (value: unknown): value is BookingStatus => (BOOKING_STATUSES as readonly unknown[]).includes(value);

/** A booking's status as a coloured chip with its word in the reader's language. */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return <span className={statusChipClass(status)}>{t(`bookingStatus.${status}`)}</span>;
}

/** A grid cell holding a status: the chip, or nothing for a value that is not one. */
export function BookingStatusCell({ value }: { value?: unknown }) {
  return isStatus(value) ? <BookingStatusChip status={value} /> : null;
}
