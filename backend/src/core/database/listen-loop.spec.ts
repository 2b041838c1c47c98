import { describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { startListenLoop, type ListenLoopOptions, type PassControl } from './listen-loop.js';

/** No server answers here: the loop must work by its own wake-ups while the listener keeps retrying. */
const options = (pass: (control: PassControl) => Promise<boolean>): ListenLoopOptions => ({
  name: 'test loop',
  channel: 'test_channel',
  connectionString: 'postgres://postgres@127.0.0.1:1/none',
  pollMs: 60_000,
  retryMs: 20,
  logger: { warn: () => undefined, error: () => undefined },
  pass,
});

describe('listen loop', () => {
  it('runs passes back to back while there is more, then is idle', async () => {
    let waiting = 3;
    let passes = 0;
    const loop = startListenLoop(options(async () => (passes++, --waiting > 0)));
    await loop.idle();
    expect(waiting).toBeLessThanOrEqual(0);
    const before = passes;
    await loop.idle();
    expect(passes).toBe(before + 1);
    await loop.stop();
  });

  it('retries a failed pass after a pause', async () => {
    let failures = 2;
    const loop = startListenLoop(
      options(async () => {
        if (failures-- > 0) throw new Error('Redis is away');
        return false;
      }),
    );
    await loop.idle();
    expect(failures).toBe(-1);
    await loop.stop();
  });

  it('stops within its grace even when a pass hangs, and refuses to wait for idleness afterwards', async () => {
    const loop = startListenLoop(options(() => new Promise<boolean>(() => undefined)));
    await sleep(10);
    const started = Date.now();
    await loop.stop(100);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(loop.idle()).rejects.toThrow('stopped');
  });

  it('passes again when a pass asks for it, though nothing else wakes the loop', async () => {
    let passes = 0;
    let second!: () => void;
    const secondPass = new Promise<void>((resolve) => (second = resolve));
    const loop = startListenLoop(
      options(async (control) => {
        if (++passes === 1) control.wakeAfter(20);
        else second();
        return false;
      }),
    );
    await secondPass;
    expect(passes).toBe(2);
    await loop.stop();
  });

  it('tells the failure hook about a failed pass before retrying it', async () => {
    const seen: string[] = [];
    let failures = 1;
    const loop = startListenLoop({
      ...options(async () => {
        seen.push('pass');
        if (failures-- > 0) throw new Error('read model unavailable');
        return false;
      }),
      onFailure: (error) => seen.push(`failed: ${(error as Error).message}`),
    });
    await loop.idle();
    expect(seen.slice(0, 3)).toEqual(['pass', 'failed: read model unavailable', 'pass']);
    await loop.stop();
  });

  it('waits out the pass in progress when stopped without a grace limit', async () => {
    let finish!: (more: boolean) => void;
    let finished = false;
    const loop = startListenLoop(options(() => new Promise<boolean>((resolve) => (finish = resolve))));
    await sleep(10);
    const stopped = loop.stop(Number.POSITIVE_INFINITY).then(() => expect(finished).toBe(true));
    await sleep(50);
    finished = true;
    finish(false);
    await stopped;
  });
});
