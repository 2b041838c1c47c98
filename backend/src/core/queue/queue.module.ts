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
  ],
  exports: [BullModule],
})
export class QueueModule {}
