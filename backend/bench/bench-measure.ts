import autocannon from 'autocannon';

export interface LoadResult {
  /** Requests answered per second over the whole run, any status. */
  requestsPerSecond: number;
  /** Latency percentiles of 2xx answers (autocannon records only those), in ms. */
  p50: number;
  p99: number;
  statusCounts: Map<number, number>;
  non2xx: number;
  /** Connection errors and timeouts: requests that got no answer at all. */
  failures: number;
  seconds: number;
}

/**
 * Runs autocannon in this process; the baseline and the product meet the same loader on the same cores.
 * The time is the start to the last answer: autocannon notices that a run of a fixed `amount` is done
 * only at its next one-second tick, so its own finish added up to a second to a round of 240 bookings
 * that took 1.5 s (the multi-slot row read 96, 120 or 160 bookings/s: 480 over 5, 4 or 3 whole seconds).
 */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  let lastAnswer = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done)));
    run.on('response', () => (lastAnswer = Date.now()));
  });
  const seconds = ((lastAnswer || result.finish.getTime()) - result.start.getTime()) / 1000;
  const statusCounts = new Map(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [Number(status), count ?? 0]),
  );
  const answered = [...statusCounts.values()].reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: answered / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCounts,
    non2xx: result.non2xx,
    failures: result.errors + result.timeouts,
    seconds,
  };
}

/**
 * Merges timed rounds of one side. Counts and time add up; percentiles cannot be merged exactly, so
 * p50 is the rounds' average and p99 the worst round's, which never flatters the side measured.
 */
export function combine(rounds: LoadResult[]): LoadResult {
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const statusCounts = new Map<number, number>();
  for (const round of rounds) for (const [status, count] of round.statusCounts) statusCounts.set(status, (statusCounts.get(status) ?? 0) + count);
  const answered = [...statusCounts.values()].reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: answered / seconds,
    p50: rounds.reduce((sum, round) => sum + round.p50, 0) / rounds.length,
    p99: Math.max(...rounds.map((round) => round.p99)),
    statusCounts,
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
    seconds,
  };
}

/**
 * Runs the product and its baseline in alternating rounds: other work on a shared machine comes and
 * goes, and alternating spreads it over both sides instead of landing on whichever ran second.
 */
export async function alternate<P, B>(rounds: number, product: () => Promise<P>, baseline: () => Promise<B>): Promise<{ product: P[]; baseline: B[] }> {
  const results = { product: [] as P[], baseline: [] as B[] };
  for (let round = 0; round < rounds; round++) {
    results.product.push(await product());
    results.baseline.push(await baseline());
  }
  return results;
}

/** Nearest-rank percentile of samples in ms. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface Row {
  measure: string;
  product: string;
  baseline: string;
  ratio: string;
  target: string;
  pass: boolean;
  /** A line printed under the table, naming the row (what a cell has no room for). */
  note?: string;
}

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| Measure | Product | Baseline (same run) | Ratio | Target | Result |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.measure} | ${row.product} | ${row.baseline} | ${row.ratio} | ${row.target} | ${row.pass ? 'pass' : '**MISSED**'} |`),
  ];
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.measure.split(' (')[0]}: ${row.note}`);
  return [...lines, ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
}

export const fmt = {
  int: (value: number) => Math.round(value).toLocaleString('en-US'),
  ms: (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString()) + ' ms',
  ratio: (value: number) => value.toFixed(2),
};

/** The rows a step could not measure still show, so one failure does not hide the others. */
export function failedRow(measure: string, target: string, error: unknown): Row {
  const reason = error instanceof Error ? error.message : String(error);
  return { measure, product: `error: ${reason.slice(0, 80)}`, baseline: '–', ratio: '–', target, pass: false };
}
