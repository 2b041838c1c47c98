import 'reflect-metadata';
import { Redis } from 'ioredis';
import { configOrExit } from '../core/config/boot.js';
import { rebuildInlineReadModels } from '../core/event-store/inline-rebuild.js';
import { rebuildAvailability } from '../modules/booking/availability/availability.rebuild.js';
import { bookingListsModel } from '../modules/booking/projections/booking-lists.projection.js';
import { waitlistModel } from '../modules/booking/projections/waitlist.projection.js';
import { claimListModel } from '../modules/warranty/index.js';
import { cliDataSource } from './cli-data-source.js';

/**
 * `npm run projections:rebuild`: replays the event store into every read model. Safe while the API and
 * workers run. The PostgreSQL lists (bookings, reservations, claims) are refilled in one transaction
 * that holds their writers back meanwhile (see rebuildInlineReadModels); the Redis availability
 * projection is dropped and rebuilt while the API answers from PostgreSQL, and the projector then
 * carries on from where the rebuild stopped. It reads only the streams of the days it keeps (a week
 * back through the horizon); `-- --full` replays the whole feed instead, to the same result.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  const db = cliDataSource(config.DATABASE_URL);
  await db.initialize();
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectionName: 'dealer-projections-rebuild' });
  try {
    const models = [bookingListsModel, waitlistModel, claimListModel];
    console.log(`Rebuilding ${models.map((model) => model.name).join(' and ')} in PostgreSQL`);
    const lists = await rebuildInlineReadModels(db, models);
    console.log(`Lists: ${lists.events} events replayed in ${lists.seconds.toFixed(2)} s (${Math.round(lists.events / Math.max(lists.seconds, 1e-6))} events/s)`);
    const scope = process.argv.includes('--full') ? 'full' : 'horizon';
    console.log(`Rebuilding the availability projection under Redis prefix ${config.REDIS_PREFIX} (${scope === 'full' ? 'the whole feed' : 'the live days\' streams'})`);
    const result = await rebuildAvailability({ db, redis, prefix: config.REDIS_PREFIX, scope, log: (line) => console.log(line) });
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
