// Starts the production build (node backend/dist/start.js) with the demo data on a scratch database and
// Redis prefix, for the measuring scripts; stop() removes both. Pass BASE_URL to use a running server.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { deleteRedisKeys } from './scratch-redis.mjs';
import { sparePort } from './spare-port.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function waitForHealth(baseUrl, child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 in time`);
}

export async function startProductionServer() {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL.replace(/\/+$/, ''), stop: async () => undefined };
  const startScript = `${repoRoot}backend/dist/start.js`;
  if (!existsSync(startScript) || !existsSync(`${repoRoot}frontend/dist/index.html`)) {
    throw new Error('Build first: npm run build');
  }
  const id = randomBytes(4).toString('hex');
  const databaseName = `dealer_measure_${id}`;
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const port = await sparePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `dealer_measure_${id}`,
    PUBLIC_URL: baseUrl,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
  };
  // The pages are measured with the demo catalog in them (29 branches, services, packages, gallery), as a
  // visitor sees the site: a production server never seeds, so the scratch database is prepared first
  // outside production (migrations and demo data), then the server runs in production on it.
  const prepared = spawnSync(process.execPath, [`${repoRoot}backend/dist/cli/migrate.js`], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NODE_ENV: 'development' },
  });
  if (prepared.status !== 0) throw new Error(`preparing the measuring database failed (exit ${prepared.status})`);
  const child = spawn(process.execPath, [startScript], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NODE_ENV: 'production' },
  });
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await client.end();
    await deleteRedisKeys(redisUrl, env.REDIS_PREFIX);
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
