/**
 * Taken places per slot minute of recently read branch-days, kept in the API process.
 *
 * A popular day is read by every visitor who opens the booking form; the counts only change when the
 * projector writes them, and it announces every write on the change channel. So a day read once is
 * answered from here until the announcement drops it, and never longer than `maxAgeMs`, which bounds
 * how stale a copy can get if an announcement is ever lost (a reconnect clears everything anyway).
 *
 * A read that an announcement overtook is not kept: the counts it brings may predate the change.
 */
export class TakenCountsCache {
  private readonly entries = new Map<string, { counts: ReadonlyMap<number, number>; storedAt: number }>();
  /** Moves on with every drop, so store() can tell whether a change arrived while its read was out. */
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
  ) {}

  get(day: string, now: number): ReadonlyMap<number, number> | undefined {
    const entry = this.entries.get(day);
    if (!entry) return undefined;
    if (now - entry.storedAt < this.maxAgeMs) return entry.counts;
    this.entries.delete(day);
    return undefined;
  }

  /** Call before reading Redis; hand the result to store() with the counts read. */
  beginRead(): number {
    return this.generation;
  }

  store(day: string, counts: ReadonlyMap<number, number>, readToken: number, now: number): void {
    if (readToken !== this.generation) return;
    this.entries.delete(day);
    // Maps iterate in insertion order: the first key is the copy stored longest ago.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(day, { counts, storedAt: now });
  }

  drop(days: Iterable<string>): void {
    this.generation++;
    for (const day of days) this.entries.delete(day);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
