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

async function processMs(pid: number): Promise<number> {
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

/** Adds up the CPU each side of a row spends in its rounds (per side, over all its rounds). */
export class CpuMeter {
  private readonly spent = new Map<string, CpuTally>();

  constructor(private readonly stack: BenchStack) {}

  async measure<T>(side: 'product' | 'baseline', round: () => Promise<T>): Promise<T> {
    const before = await sample(this.stack);
    const result = await round();
    const after = await sample(this.stack);
    const total = this.spent.get(side) ?? { api: 0, worker: 0, postgres: 0, bench: 0 };
    total.api += after.tally.api - before.tally.api;
    total.worker += after.tally.worker - before.tally.worker;
    total.bench += after.tally.bench - before.tally.bench;
    // A backend opened during the round counts from zero; one closed during it is lost (pools keep theirs).
    for (const [pid, ms] of after.backends) total.postgres += ms - (before.backends.get(pid) ?? 0);
    this.spent.set(side, total);
    return result;
  }

  /** "CPU ms per booking …" of both sides, for the line under the table. */
  perBooking(booked: { product: number; baseline: number }): string {
    const side = (name: 'product' | 'baseline', parts: [string, keyof CpuTally][]) => {
      const spent = this.spent.get(name);
      const count = booked[name];
      if (!spent || count === 0) return `${name} –`;
      const each = parts.map(([label, key]) => `${label} ${(spent[key] / count).toFixed(2)}`);
      const total = parts.reduce((sum, [, key]) => sum + spent[key], 0) / count;
      return `${name} ${total.toFixed(2)} (${each.join(', ')})`;
    };
    return [
      side('product', [['API', 'api'], ['worker', 'worker'], ['PostgreSQL', 'postgres'], ['loader', 'bench']]),
      side('baseline', [['bare pg', 'bench'], ['worker', 'worker'], ['PostgreSQL', 'postgres'], ['API', 'api']]),
    ].join('; ');
  }
}
