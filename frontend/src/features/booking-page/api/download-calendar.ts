import { bookingTokenHeaders } from '../../../lib/booking/booking-token';
import { currentLang } from '../../../lib/i18n';

/**
 * Saves the booking's .ics. Fetched rather than linked, so the manage token travels in its header
 * (a plain link could only carry it in the address); the file then downloads from memory.
 */
export async function downloadCalendar(id: string, fileName: string): Promise<void> {
  const response = await fetch(`/api/bookings/${encodeURIComponent(id)}/calendar.ics`, {
    headers: { ...bookingTokenHeaders(id), 'Accept-Language': currentLang() },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`calendar ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
