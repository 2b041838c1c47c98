/** One piece of work to draw: the slot starts it covers, and what keeps its order stable. */
export interface LaneItem {
  id: string;
  /** Every slot start (minute of the day) the work covers. */
  slotMinutes: readonly number[];
  /** Ties between equal starts go to the older reservation, so a new booking never pushes an old one aside. */
  createdAt: string;
}

/**
 * Gives each piece of work a lane (one of the branch's identical bays) so that no two in one lane share
 * a slot: interval partitioning, by start then age, each into the first lane free for all its slots.
 * Greedy by start needs no more lanes than the busiest slot has reservations, so whenever the engine
 * kept every slot within capacity, every lane is below it. The order depends only on the items, so the
 * same day draws the same way on every screen and every refresh, and work starting later never moves
 * what started before it.
 */
export function assignLanes(items: readonly LaneItem[]): Map<string, number> {
  const ordered = [...items].sort(
    (a, b) => Math.min(...a.slotMinutes) - Math.min(...b.slotMinutes) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  const lanes: Set<number>[] = [];
  const assigned = new Map<string, number>();
  for (const item of ordered) {
    let lane = lanes.findIndex((taken) => item.slotMinutes.every((minute) => !taken.has(minute)));
    if (lane === -1) lane = lanes.push(new Set()) - 1;
    item.slotMinutes.forEach((minute) => lanes[lane]!.add(minute));
    assigned.set(item.id, lane);
  }
  return assigned;
}
