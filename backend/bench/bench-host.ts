import { closeSync, openSync, readSync } from 'node:fs';

/**
 * What the host's kernel charges, measured at the start of a run. The API's rows are bound by system
 * calls (each availability answer is a socket write that delivers the bytes to the loader's socket) and
 * PostgreSQL's by memory as much as by the CPU, and virtual machines differ far more in those than in
 * how fast they run JavaScript: on 2026-11-28 a machine whose 3·10⁸ loop took 0.25 s (as fast as any
 * seen) served 17 000 availability reads/s where another had served 50 000, with a page fault costing
 * 12 µs and a one-byte read 1.9 µs. Runs are comparable only on hosts of similar figures.
 */
export interface HostCosts {
  /** µs for the first touch of a fresh 4 KiB page (the fault and the kernel's zeroing). */
  readonly pageFaultMicros: number;
  /** µs for a one-byte read of /dev/null from Node (the system call and Node's binding). */
  readonly readMicros: number;
}

export function measureHostCosts(): HostCosts {
  return { pageFaultMicros: medianOfThree(pageFaultMicros), readMicros: medianOfThree(readMicros) };
}

function pageFaultMicros(): number {
  // 64 MiB: above glibc's largest threshold for keeping freed memory, so every array is freshly mapped.
  const size = 64 * 1024 * 1024;
  const started = process.hrtime.bigint();
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 4096) bytes[offset] = 1;
  return Number(process.hrtime.bigint() - started) / 1000 / (size / 4096);
}

function readMicros(): number {
  const calls = 100_000;
  const fd = openSync('/dev/null', 'r');
  const buffer = Buffer.alloc(1);
  const started = process.hrtime.bigint();
  for (let call = 0; call < calls; call += 1) readSync(fd, buffer, 0, 1, null);
  const micros = Number(process.hrtime.bigint() - started) / 1000 / calls;
  closeSync(fd);
  return micros;
}

function medianOfThree(measure: () => number): number {
  return [measure(), measure(), measure()].sort((a, b) => a - b)[1]!;
}
