import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { QueueName } from './queue-names.js';

/** BullMQ with its own Redis connections, every key under the configured prefix. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
        prefix: `${config.REDIS_PREFIX}:bull`,
      }),
    }),
    BullModule.registerQueue({
      name: QueueName.Mail,
      defaultJobOptions: {
        attempts: 6,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 7 * 24 * 3600, count: 5000 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    }),
    BullModule.registerQueue({
      name: QueueName.WaitlistHolds,
      // A lapse that fails is retried soon; the sweeper catches any hold a job missed anyway.
      defaultJobOptions: { attempts: 5, backoff: { type: 'fixed', delay: 2000 }, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
    }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
