import { readFile } from 'node:fs/promises';
import type { BenchStack } from './bench-stack.js';

/**
 * CPU time, in ms, of each process a bookings row keeps busy: the API, the worker, the PostgreSQL
 * backends serving the bench's database, and this process (the loader on the product's side, the bare
 * transactions on the baseline's). A machine shared with other work changes a row's rate a lot and
 * its CPU per booking little, so this says where a change went when the ratio is lost in the noise.
 */
interface CpuTally {
  api: number;
  worker: number;
  postgres: number;
  bench: number;
}

const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

/** CPU time (user and system) a process has used so far, in ms; 0 once it is gone. */
export async function processMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return 0;
  // Fields after the command name, which may itself hold spaces: utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function sample(stack: BenchStack): Promise<{ tally: CpuTally; backends: Map<number, number> }> {
  const { rows } = await stack.db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  const backends = new Map(await Promise.all(rows.map(async ({ pid }) => [pid, await processMs(pid)] as const)));
  const usage = process.cpuUsage();
  return {
    tally: {
      api: await processMs(stack.pids.api),
      worker: await processMs(stack.pids.worker),
      postgres: 0,
      bench: (usage.user + usage.system) / 1000,
    },
    backends,
  };
}

/** What one process of a side's tally is called on the line under the table. */
export type CpuPart = [label: string, key: keyof CpuTally];

/** The parts of a product side (the API and worker of its stack, the loader in this process) and of the bare baseline. */
export const PRODUCT_PARTS: CpuPart[] = [['API', 'api'], ['worker', 'worker'], ['PostgreSQL', 'postgres'], ['loader', 'bench']];
export const BARE_PARTS: CpuPart[] = [['bare pg', 'bench'], ['worker', 'worker'], ['PostgreSQL', 'postgres'], ['API', 'api']];

/** Adds up the CPU each side of a row spends in its rounds (per side, over all its rounds). */
export class CpuMeter {
  private readonly spent = new Map<string, CpuTally>();

  /** Runs one round of `side` on `stack`, counting what its processes spend meanwhile. */
  async measure<T>(side: string, stack: BenchStack, round: () => Promise<T>): Promise<T> {
    const before = await sample(stack);
    const result = await round();
    const after = await sample(stack);
    const total = this.spent.get(side) ?? { api: 0, worker: 0, postgres: 0, bench: 0 };
    total.api += after.tally.api - before.tally.api;
    total.worker += after.tally.worker - before.tally.worker;
    total.bench += after.tally.bench - before.tally.bench;
    // A backend opened during the round counts from zero; one closed during it is lost (pools keep theirs).
    for (const [pid, ms] of after.backends) total.postgres += ms - (before.backends.get(pid) ?? 0);
    this.spent.set(side, total);
    return result;
  }

  /** "CPU ms per booking, product 4.30 (API 1.20, …); baseline …" for the line under the table. */
  perBooking(sides: { side: string; booked: number; parts: CpuPart[] }[]): string {
    const each = sides.map(({ side, booked, parts }) => {
      const spent = this.spent.get(side);
      if (!spent || booked === 0) return `${side} –`;
      const total = parts.reduce((sum, [, key]) => sum + spent[key], 0) / booked;
      return `${side} ${total.toFixed(2)} (${parts.map(([label, key]) => `${label} ${(spent[key] / booked).toFixed(2)}`).join(', ')})`;
    });
    return `CPU ms per booking, ${each.join('; ')}`;
  }
}
