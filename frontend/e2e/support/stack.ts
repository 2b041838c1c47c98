import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deleteRedisKeys } from '../../scripts/scratch-redis.mjs';
import { sparePort } from '../../scripts/spare-port.mjs';
import pg from 'pg';
import { startMailCatcher, type MailCatcher } from '../../../backend/test/support/mail-catcher.js';

/** The repository root, where `npm run build` leaves backend/dist and frontend/dist. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface StackOptions {
  /** Seed the demo data (demo accounts, branches, services...). Default false: an empty site. */
  seedDemo?: boolean;
  /** The admin that boot ensures exists. Default admin-<random>@e2e.test / E2e-Admin@12345. */
  admin?: { email: string; password: string };
  /** Extra or overriding environment for the server. */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health to answer 200. Default 60 s. */
  startTimeoutMs?: number;
}

export interface Stack {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  baseUrl: string;
  mail: MailCatcher;
  admin: { email: string; password: string };
  databaseName: string;
  redisPrefix: string;
  /** The last lines the server wrote to stdout and stderr (set E2E_SERVER_LOG=1 to stream them). */
  logTail(): string;
  /** Stops the server and the mail catcher, drops the database and the Redis keys. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Runs `node backend/dist/start.js` (migrate, optional seed, API + mail worker) against a database and a
 * Redis prefix of its own, with mail delivered to an in-process SMTP catcher. A server that finds its
 * port taken after all (another test's server drew the same one) is started again on another.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(options);
    } catch (error) {
      if (attempt === 3 || !(error as Error).message.includes('EADDRINUSE')) throw error;
    }
  }
}

async function startStackOnce(options: StackOptions): Promise<Stack> {
  const startScript = `${repoRoot}backend/dist/start.js`;
  if (!existsSync(startScript)) {
    throw new Error(`${startScript} is missing: run \`npm run build\` before the browser journeys.`);
  }

  const id = randomBytes(5).toString('hex');
  const databaseName = `dealer_e2e_${id}`;
  const redisPrefix = `dealer_e2e_${id}`;
  const admin = options.admin ?? { email: `admin-${id}@e2e.test`, password: 'E2e-Admin@12345' };
  const port = await sparePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${databaseName}`;

  const mail = await startMailCatcher();
  const server = spawn(process.execPath, [startScript], {
    cwd: repoRoot,
    // A process group of its own, so the API and worker children can be killed with it as a last resort.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      MAIL_FROM: 'AutoCare <no-reply@e2e.test>',
      SESSION_SECRET: `e2e-session-secret-${randomBytes(16).toString('hex')}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: options.seedDemo ? 'true' : 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    },
  });
  const log = captureOutput(server);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const killOnExit = () => killGroup(server, 'SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await stopServer(server, exited);
      process.off('exit', killOnExit);
      await mail.stop();
      await dropDatabase(databaseName);
      await deleteRedisKeys(redisUrl, redisPrefix);
    })());

  try {
    await waitForHealth(baseUrl, server, exited, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await stop().catch(() => undefined);
    throw new Error(`${(error as Error).message}\n--- server output (tail) ---\n${log.tail()}`, { cause: error });
  }

  return { baseUrl, mail, admin, databaseName, redisPrefix, logTail: log.tail, stop };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, exited: Promise<void>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited) {
      throw new Error(`The server exited (code ${server.exitCode}, signal ${server.signalCode}) before it was healthy`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`GET ${baseUrl}/api/health did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

async function stopServer(server: ChildProcess, exited: Promise<void>) {
  if (server.exitCode === null && server.signalCode === null) {
    // start.js forwards SIGTERM to the API and the worker and waits for both.
    server.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
    if (!stopped) {
      killGroup(server, 'SIGKILL');
      await exited;
    }
  }
  // Whatever the outcome, nothing of the group may outlive the journey.
  for (let i = 0; i < 20 && groupAlive(server); i++) await sleep(250);
  killGroup(server, 'SIGKILL');
}

function killGroup(server: ChildProcess, signal: NodeJS.Signals) {
  if (server.pid === undefined) return;
  try {
    process.kill(-server.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function groupAlive(server: ChildProcess): boolean {
  if (server.pid === undefined) return false;
  try {
    process.kill(-server.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function captureOutput(server: ChildProcess) {
  const lines: string[] = [];
  const stream = process.env.E2E_SERVER_LOG === '1';
  const collect = (chunk: Buffer) => {
    if (stream) process.stderr.write(chunk);
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  return { tail: () => lines.slice(-60).join('\n') };
}

async function dropDatabase(databaseName: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
}
