import { Module, type DynamicModule } from '@nestjs/common';
import { AppConfig } from './core/config/app-config.js';
import { ConfigModule } from './core/config/config.module.js';
import { DatabaseModule } from './core/database/database.module.js';
import { AvailabilityWorkerModule } from './modules/booking/availability-worker.module.js';
import { WaitlistWorkerModule } from './modules/booking/waitlist-worker.module.js';
import { NotificationsWorkerModule } from './modules/notifications/index.js';

/**
 * The background worker process: consumes the mail queue, derives booking, waitlist-offer and claim mail
 * from the event feed, relays the account and newsletter mail outbox, projects availability, and lapses
 * the waitlist's holds at their expiry.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: WorkerModule, imports: [ConfigModule.forRoot(config), DatabaseModule, NotificationsWorkerModule, AvailabilityWorkerModule, WaitlistWorkerModule] };
  }
}
