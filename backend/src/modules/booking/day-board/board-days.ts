import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import { bookingIdOf, type BookingEvent } from '../booking/booking.decider.js';
import { slotDayOf } from '../slot-day/slot-day.decider.js';

export interface BoardDay {
  branchId: string;
  date: string;
}

/**
 * Which boards a batch of the feed touches. A slot-day event names its day in its stream, a placed
 * booking in its data; any other change of a booking (a status, a move) is on the day the booking
 * holds, which only the list knows: those bookings are returned to look up.
 */
export function boardDaysOf(events: readonly Pick<StoredEvent, 'streamId' | 'type' | 'data'>[]): { days: BoardDay[]; bookingIds: string[] } {
  const days = new Map<string, BoardDay>();
  const bookingIds = new Set<string>();
  const add = (day: BoardDay) => days.set(boardDayKey(day), day);
  for (const event of events) {
    const slotDay = slotDayOf(event.streamId);
    if (slotDay) {
      add(slotDay);
      continue;
    }
    const bookingId = bookingIdOf(event.streamId);
    if (!bookingId) continue;
    const booking = event as BookingEvent;
    if (booking.type === 'BookingPlaced') add({ branchId: booking.data.branchId, date: booking.data.bookingDate });
    else bookingIds.add(bookingId);
  }
  return { days: [...days.values()], bookingIds: [...bookingIds] };
}

export function boardDayKey(day: BoardDay): string {
  return `${day.branchId}|${day.date}`;
}
