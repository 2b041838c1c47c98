/**
 * Sessions resolved a moment ago, kept in this API process by the keyed hash of their token: every
 * request behind a login would otherwise read its session and account from PostgreSQL, a round trip
 * as long as the rest of a booking's checks. A copy lives `ttlMs` at most. Ending a session, ending a
 * customer's sessions or changing an account in this process drops its copies at once; other API
 * processes see the change when their copy runs out.
 *
 * A read that a drop overtook is not kept: the row it brings may predate the change.
 */
export class SessionCache<R extends { id: string }> {
  private readonly entries = new Map<string, { row: R; storedAt: number }>();
  /** Moves on with every drop, so store() can tell whether a change arrived while its read was out. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(idHash: string, now: number): R | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (now - entry.storedAt < this.ttlMs) return entry.row;
    this.entries.delete(idHash);
    return undefined;
  }

  /** Call before reading the session; hand the result to store() with the row read. */
  beginRead(): number {
    return this.generation;
  }

  store(idHash: string, row: R, readToken: number, now: number): void {
    if (readToken !== this.generation) return;
    this.entries.delete(idHash);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(idHash, { row, storedAt: now });
  }

  forgetSession(idHash: string): void {
    this.generation++;
    this.entries.delete(idHash);
  }

  /** Every session of the account: its role, branches, name or password changed, or it is gone. */
  forgetCustomer(customerId: string): void {
    this.generation++;
    for (const [idHash, entry] of this.entries) if (entry.row.id === customerId) this.entries.delete(idHash);
  }
}
