import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { sparePort } from '../../../frontend/scripts/spare-port.mjs';

/**
 * A Redis server of the test's own, on a spare port, that the test may stop and start again: the
 * shared Redis must never be stopped. It keeps nothing on disk, so a restart comes back empty.
 */
export interface OwnRedis {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await sparePort();
  let server: ChildProcess | undefined;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (server) return;
      const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      server = child;
      await untilAnswering(own.url, child);
    },
    async stop() {
      const child = server;
      server = undefined;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  await own.start();
  return own;
}

async function untilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    } finally {
      client.disconnect();
    }
    await sleep(50);
  }
}
