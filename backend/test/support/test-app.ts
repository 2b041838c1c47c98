import 'reflect-metadata';
import { afterAll, beforeAll } from '@jest/globals';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppModule } from '../../src/app.module.js';
import { prepareDatabase } from '../../src/cli/prepare.js';
import { loadConfig, type AppConfig } from '../../src/core/config/app-config.js';
import { dropDatabase } from '../../src/core/database/ensure-database.js';
import { configureApp, createFastifyAdapter } from '../../src/core/http/configure-app.js';
import { WorkerModule } from '../../src/worker.module.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';

export const TEST_ADMIN = { email: 'admin@test.sa', password: 'Admin-pass-123' };

export interface TestApp {
  app: NestFastifyApplication;
  worker: INestApplicationContext;
  config: AppConfig;
  mail: MailCatcher;
  close(): Promise<void>;
}

/**
 * A real API and mail worker on their own database, Redis prefix and SMTP catcher, so test files can
 * run side by side on a shared machine. No mocks: PostgreSQL, Redis and SMTP are real. `env` overrides
 * the settings: a Redis server of the test's own, or a limit the test does not exercise.
 */
export interface TestAppOptions {
  /** Environment on top of the test defaults, e.g. { NODE_ENV: 'production' }. */
  env?: Record<string, string>;
  /** A built frontend to serve with the API, as main.ts does. */
  frontendDist?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const id = randomBytes(5).toString('hex');
  const mail = await startMailCatcher();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/dealer_it_${id}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `it-${id}`,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    PUBLIC_URL: 'http://site.test',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    ...options.env,
  });
  await prepareDatabase(config, () => undefined);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), createFastifyAdapter(config), { logger: ['error'] });
  await configureApp(app, { frontendDist: options.frontendDist });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: ['error'] });
  return {
    app,
    worker,
    config,
    mail,
    async close() {
      await worker.close();
      await app.close();
      await mail.stop();
      await dropDatabase(config.DATABASE_URL);
      await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
    },
  };
}

/**
 * The test file's app: started before its tests (ahead of the file's own beforeAll, which may use
 * it) and closed after them. Its properties are read once it has started.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestApp => {
    if (!current) throw new Error('The test app starts in beforeAll; read it inside a hook or a test');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get worker() {
      return started().worker;
    },
    get config() {
      return started().config;
    },
    get mail() {
      return started().mail;
    },
    close: () => started().close(),
  };
}

async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
