import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { availabilityKeys, decodeCheckpoint } from '../src/modules/booking/availability/availability.projection.js';
import { processMs } from './bench-cpu.js';
import { alternate, combine, fmt, load, type LoadResult, type Row } from './bench-measure.js';
import type { BenchBranch, BenchStack } from './bench-stack.js';

const CONNECTIONS = 100;
/** Timed seconds per side, split into rounds that alternate with the baseline. */
const SECONDS = 8;
const ROUNDS = 2;
const WARM_UP_SECONDS = 2;

/** The row's rounds and its load as the measure names it; the history rows run the same load. */
export const AVAILABILITY_LOAD = { rounds: ROUNDS, label: `${CONNECTIONS} connections, ${SECONDS} s in ${ROUNDS} rounds` };

/**
 * Row 1: GET /api/availability for one branch-day at 100 connections, against a bare node:http server
 * reading the same Redis hash. The projection must be live first, or the product would be measured on
 * its PostgreSQL fallback.
 */
export async function benchAvailability(stack: BenchStack, branch: BenchBranch, date: string): Promise<Row[]> {
  const productUrl = await availabilityUrl(stack, branch, date);
  const taken = availabilityKeys(stack.config.REDIS_PREFIX).taken({ branchId: branch.id, date });
  const bare = await startBare(stack.config.REDIS_URL, taken);
  let product: LoadResult;
  let baseline: LoadResult;
  let cpuPerRead: { product: number; baseline: number };
  try {
    await warmUp(productUrl);
    await warmUp(bare.url);
    const rounds = await alternate(ROUNDS, () => cpuOf(stack.pids.api, () => timed(productUrl)), () => cpuOf(bare.child.pid!, () => timed(bare.url)));
    product = combine(rounds.product.map(({ result }) => result));
    baseline = combine(rounds.baseline.map(({ result }) => result));
    cpuPerRead = {
      product: perRead(rounds.product),
      baseline: perRead(rounds.baseline),
    };
  } finally {
    bare.child.kill('SIGTERM');
  }
  const ratio = product.requestsPerSecond / baseline.requestsPerSecond;
  const errors = product.non2xx + product.failures;
  return [
    {
      measure: `Availability reads/s (${AVAILABILITY_LOAD.label})`,
      product: `${fmt.int(product.requestsPerSecond)} req/s${errors > 0 ? ` (${errors} not 200)` : ''}`,
      baseline: `${fmt.int(baseline.requestsPerSecond)} req/s (node:http + HGETALL)`,
      ratio: fmt.ratio(ratio),
      target: 'ratio ≥ 1.0',
      pass: ratio >= 1 && errors === 0,
      note: `CPU µs per read, the API ${cpuPerRead.product.toFixed(1)}, the bare server ${cpuPerRead.baseline.toFixed(1)} (steadier than the rates on a shared machine)`,
    },
    {
      measure: `Availability p99 latency (${CONNECTIONS} connections, worst round)`,
      product: `${fmt.ms(product.p99)} (p50 ${fmt.ms(product.p50)})`,
      baseline: `${fmt.ms(baseline.p99)} (p50 ${fmt.ms(baseline.p50)})`,
      ratio: '–',
      target: 'p99 ≤ 10 ms',
      pass: product.p99 <= 10,
    },
  ];
}

/** The address of a branch-day's availability, once the projection is live and holds bookings of that day. */
export async function availabilityUrl(stack: BenchStack, branch: BenchBranch, date: string): Promise<string> {
  const keys = availabilityKeys(stack.config.REDIS_PREFIX);
  if (!decodeCheckpoint(await stack.redis.get(keys.checkpoint))) throw new Error('The availability projection is not live');
  const taken = keys.taken({ branchId: branch.id, date });
  if ((await stack.redis.exists(taken)) === 0) throw new Error(`No projected bookings under ${taken}`);
  return `${stack.baseUrl}/api/availability?branch=${branch.id}&date=${date}`;
}

/** Not counted: lets a server's JIT and connection pools settle first. */
export async function warmUp(url: string): Promise<void> {
  await load({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
}

/** A round's result and the CPU the serving process spent on it. */
async function cpuOf(pid: number, round: () => Promise<LoadResult>): Promise<{ result: LoadResult; cpuMs: number }> {
  const before = await processMs(pid);
  const result = await round();
  return { result, cpuMs: (await processMs(pid)) - before };
}

/** µs of the serving process's CPU per answered read, over a side's rounds. */
function perRead(rounds: { result: LoadResult; cpuMs: number }[]): number {
  const answered = rounds.reduce((sum, { result }) => sum + result.requestsPerSecond * result.seconds, 0);
  return (rounds.reduce((sum, { cpuMs }) => sum + cpuMs, 0) * 1000) / answered;
}

/** One timed round of the row's load on an address. */
export function timed(url: string): Promise<LoadResult> {
  return load({ url, connections: CONNECTIONS, duration: SECONDS / ROUNDS });
}

async function startBare(redisUrl: string, key: string): Promise<{ child: ChildProcess; url: string }> {
  const path = fileURLToPath(new URL('bare-availability.server.js', import.meta.url));
  const child = fork(path, { env: { ...process.env, REDIS_URL: redisUrl, AVAIL_KEY: key }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port?: number }) => (message.port ? resolve(message.port) : reject(new Error('The bare server reported no port'))));
    child.once('exit', (code) => reject(new Error(`The bare server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/` };
}
