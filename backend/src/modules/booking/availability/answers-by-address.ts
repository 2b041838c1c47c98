/**
 * Answers kept by request address (path and query as sent), each with the facts it was worked out from
 * and the instant it expires. The same address always asks the same question, so an answer found here
 * is the route's own answer for as long as its facts still hold, which the caller judges.
 */
export class AnswersByAddress<A, F> {
  private readonly entries = new Map<string, { answer: A; facts: F; validUntil: number }>();

  /** `max` bounds memory: addresses are chosen by callers, so the oldest kept goes first. */
  constructor(private readonly max: number) {}

  keep(address: string, answer: A, facts: F, validUntil: number): void {
    this.entries.delete(address);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(address, { answer, facts, validUntil });
  }

  /** The answer kept for the address while `now` is before its expiry and `holds` says its facts are current. */
  find(address: string, now: number, holds: (facts: F) => boolean): A | undefined {
    const entry = this.entries.get(address);
    if (!entry) return undefined;
    if (now < entry.validUntil && holds(entry.facts)) return entry.answer;
    this.entries.delete(address);
    return undefined;
  }

  get size(): number {
    return this.entries.size;
  }
}
