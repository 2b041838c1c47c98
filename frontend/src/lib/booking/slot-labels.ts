import { formatBookingDate, formatSlotTime, isolateFor, type Lang } from '@dealer/contracts';

/**
 * A booked slot's date and time as a sentence names them for the reader ('Sat, 28 Nov 2026' and
 * '09:00 AM' / 'السبت، 28 نوفمبر 2026' and '9:00 ص'). `isolated` sets each apart for text that runs
 * right to left, for sentences shown as plain text (dialog intros, confirmations); labels for assistive
 * technology leave it out.
 */
export function slotLabels(slot: { bookingDate: string; bookingTime: string }, lang: Lang, isolated = false): { date: string; time: string } {
  const set = isolated ? isolateFor(lang) : (text: string) => text;
  return { date: set(formatBookingDate(slot.bookingDate, lang, 'short')), time: set(formatSlotTime(slot.bookingTime, lang)) };
}
