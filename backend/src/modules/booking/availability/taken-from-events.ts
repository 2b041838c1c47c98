import type { EventStore } from '../../../core/event-store/event-store.js';
import { coveredMinutes, evolveSlotDay, initialSlotDay, slotDayStreamId } from '../slot-day/slot-day.decider.js';

/**
 * Taken places per slot minute of each date, folded from the slot-day streams themselves: the fallback
 * while Redis cannot answer. The SQL reservation list keeps a reservation's start only, and a job of
 * several slots must count in every slot it covers.
 */
export async function takenFromEvents(store: EventStore, branchId: string, dates: readonly string[]): Promise<Map<string, Map<number, number>>> {
  const days = await Promise.all(dates.map((date) => store.loadStream(slotDayStreamId(branchId, date), evolveSlotDay, initialSlotDay)));
  return new Map(
    days.map(({ state }, index) => {
      const counts = new Map<number, number>();
      for (const reservation of Object.values(state.reservations)) {
        for (const minute of coveredMinutes(reservation)) counts.set(minute, (counts.get(minute) ?? 0) + 1);
      }
      return [dates[index]!, counts];
    }),
  );
}
