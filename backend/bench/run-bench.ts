import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { benchAvailability } from './availability.bench.js';
import { measureHostCosts } from './bench-host.js';
import { failedRow, markdownTable, type Row } from './bench-measure.js';
import { Cleanup, startStack, type BenchStack } from './bench-stack.js';
import { benchBookings, warmUpApi } from './bookings.bench.js';
import { benchHistory } from './history.bench.js';
import { historyEvents } from './history-fill.js';
import { benchHotSlot } from './hot-slot.bench.js';
import { benchMultiSlot } from './multi-slot.bench.js';
import { benchProjectionLag } from './projection-lag.bench.js';
import { benchRebuild } from './rebuild.bench.js';

/**
 * `npm run bench`: one run against the real API and worker on a database and Redis prefix of its own,
 * printing one markdown table of the product against baselines measured in the same run. Missed
 * targets are marked, not fatal: this is a measurement. Progress goes to stderr, the table to stdout.
 */
async function main(): Promise<number> {
  const cleanup = new Cleanup();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: cleaning up`);
      void cleanup.runAll().finally(() => process.exit(130));
    });
  }
  const started = performance.now();
  const rows = new Map<number, Row[]>();
  let versions: string;
  // Other work on a shared machine moves every figure; the load at the start says how much to trust them.
  const loadAtStart = loadavg()[0]!.toFixed(1);
  const host = measureHostCosts();
  try {
    progress('Preparing the database, the API and the worker');
    const stack = await startStack(cleanup);
    versions = await serverVersions(stack);
    progress('Warming up the API');
    await warmUpApi(stack);
    // Run order differs from table order: the race and the paced bookings run on a quiet worker, and
    // the lag row leaves the projection live and a branch-day populated for the availability reads.
    if (wanted('hot-slot')) rows.set(3, [await step('Hot-slot race', 'exactly capacity, p99 ≤ 1 s', () => benchHotSlot(stack))]);
    // The availability reads need the branch-day the lag row populates.
    if (wanted('lag') || wanted('availability')) rows.set(4, [await step('Projection lag', 'p99 ≤ 50 ms', () => benchProjectionLag(stack))]);
    if (wanted('availability')) rows.set(1, await steps('Availability reads/s', 'ratio ≥ 1.0, p99 ≤ 10 ms', () => benchAvailability(stack, stack.branches[0]!, stack.dates[0]!)));
    if (wanted('bookings')) rows.set(2, [await step('Bookings/s', 'ratio ≥ 0.7', () => benchBookings(stack))]);
    if (wanted('multi-slot')) rows.set(2.5, [await step('Multi-slot bookings/s', 'ratio ≥ 0.5, all 201', () => benchMultiSlot(stack))]);
    // The history variant: the same store gains years of past events, and the rows above are measured again.
    const history = wanted('history') ? historyEvents() : 0;
    let aged: BenchStack | undefined;
    if (history > 0) {
      // The first stack has done its rows: its API and worker would hold 40 of PostgreSQL's 100
      // connections (the two new stacks take 88) and share the cores with the rounds below.
      progress('Stopping the first API and worker');
      await stack.stopServers();
      progress('History: two new stacks, one of whose stores gets the history');
      const fresh = await startStack(cleanup);
      aged = await startStack(cleanup);
      rows.set(6, await benchHistory(fresh, aged, history, progress));
      await fresh.stopServers();
    }
    progress('Stopping the API and the worker');
    await (aged ?? stack).stopServers();
    // Over the store with years of history when there is one: the full replay reads all of it.
    const rebuilt = aged ?? stack;
    if (wanted('rebuild')) rows.set(5, [await step('Rebuild', '≥ 50 000 events/s', () => benchRebuild(rebuilt))]);
  } catch (error) {
    console.error('The bench could not run:', error);
    return 1;
  } finally {
    progress('Cleaning up');
    await cleanup.runAll();
  }
  const table = [...rows.entries()].sort(([a], [b]) => a - b).flatMap(([, row]) => row);
  const cpu = cpus();
  console.log(`\nBenchmark run ${new Date().toISOString()}`);
  console.log(`Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}${versions}; loader (autocannon) on the same machine; load average at start ${loadAtStart}`);
  console.log(`Host: a page fault ${host.pageFaultMicros.toFixed(1)} µs, a one-byte read ${host.readMicros.toFixed(2)} µs (see docs/benchmarks.md: runs compare only on hosts of like figures)\n`);
  console.log(markdownTable(table));
  console.log(`\nTotal ${Math.round((performance.now() - started) / 1000)} s; ${table.filter((row) => !row.pass).length} of ${table.length} rows missed their target.`);
  return 0;
}

/**
 * `BENCH_ONLY=availability,bookings` runs only those rows (hot-slot, lag, availability, bookings,
 * multi-slot, rebuild, history), for measuring one change; the published table is always a whole run.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (row: string): boolean => !ONLY || ONLY.includes(row);

async function step(name: string, target: string, run: () => Promise<Row>): Promise<Row> {
  return (await steps(name, target, async () => [await run()]))[0]!;
}

async function steps(name: string, target: string, run: () => Promise<Row[]>): Promise<Row[]> {
  progress(name);
  try {
    return await run();
  } catch (error) {
    console.error(`${name} failed:`, error);
    return [failedRow(name, target, error)];
  }
}

async function serverVersions(stack: BenchStack): Promise<string> {
  const { rows } = await stack.db.query<{ server_version: string }>('SHOW server_version');
  const redis = /redis_version:(\S+)/.exec(await stack.redis.info('server'))?.[1] ?? '?';
  return `, PostgreSQL ${rows[0]?.server_version.split(' ')[0] ?? '?'}, Redis ${redis}`;
}

function progress(message: string): void {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

// Exits explicitly: a keep-alive socket left by a failed step must not hold the run open.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
