import 'reflect-metadata';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { configOrExit } from '../core/config/boot.js';
import { dataSourceOptions } from '../core/database/data-source.js';
import { rebuildAvailability } from '../modules/booking/availability/availability.rebuild.js';

/**
 * `npm run projections:rebuild`: drops the asynchronous read models (the Redis availability projection)
 * and replays the event store into them. Safe while the API and workers run: the API reads PostgreSQL
 * until the rebuild is done, and the projector then carries on from where the rebuild stopped.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  const db = new DataSource(dataSourceOptions(config.DATABASE_URL));
  await db.initialize();
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectionName: 'dealer-projections-rebuild' });
  try {
    console.log(`Rebuilding the availability projection under Redis prefix ${config.REDIS_PREFIX}`);
    const result = await rebuildAvailability({ db, redis, prefix: config.REDIS_PREFIX, log: (line) => console.log(line) });
    console.log(
      `Availability: ${result.events} events replayed into ${result.days} branch-days in ${result.seconds.toFixed(2)} s ` +
        `(${result.eventsPerSecond} events/s); checkpoint ${result.checkpoint.transactionId}:${result.checkpoint.globalPosition}`,
    );
  } finally {
    await redis.quit().catch(() => redis.disconnect());
    await db.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Rebuild failed:', error);
    process.exit(1);
  },
);
