import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/core/config/app-config.js';
import { CatalogChangesRelay } from '../src/modules/catalog/catalog-reader/catalog-changes.relay.js';
import { announceCatalogChange, catalogChanges } from '../src/modules/catalog/shared/catalog-changes.js';
import { eventually } from './support/eventually.js';

// Two relays stand for two API processes on one Redis. In one test process they share the emitter, so
// both pass the write on, and each hears the other's message: 'changed' fires once for the write
// itself and once per relay, 3 times. A relay that also took its own message back would make it 5.
const prefix = `it-catalog-${randomBytes(4).toString('hex')}`;
const config = loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: prefix, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', SESSION_SECRET: randomBytes(32).toString('hex') });
const connections: Redis[] = [];
const relays: CatalogChangesRelay[] = [];
let changed = 0;
const count = () => changed++;

beforeAll(async () => {
  for (let index = 0; index < 2; index++) {
    const redis = new Redis(config.REDIS_URL);
    connections.push(redis);
    const relay = new CatalogChangesRelay(redis, config);
    relay.onModuleInit();
    relays.push(relay);
  }
  // Both subscribed (each connection also reports 'changed' once when it becomes ready).
  await eventually(async () => expect(((await connections[0]!.pubsub('NUMSUB', `${prefix}:catalog-changes`)) as [string, number])[1]).toBe(2));
  catalogChanges.on('changed', count);
});

afterAll(async () => {
  catalogChanges.off('changed', count);
  for (const relay of relays) await relay.onApplicationShutdown();
  for (const redis of connections) redis.disconnect();
});

describe('catalog changes between API processes', () => {
  it('reach the other process at once, and are not echoed back to the writer', async () => {
    announceCatalogChange();
    expect(changed).toBe(1);
    await eventually(async () => expect(changed).toBe(3));
    // Nothing further arrives: each relay ignores its own message.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changed).toBe(3);
  });
});
