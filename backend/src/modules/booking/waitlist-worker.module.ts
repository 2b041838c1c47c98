import { Module } from '@nestjs/common';
import { EventStoreModule } from '../../core/event-store/event-store.module.js';
import { QueueModule } from '../../core/queue/queue.module.js';
import { CatalogReaderModule } from '../catalog/index.js';
import { HoldExpiryWorker } from './lapse-holds/hold-expiry.worker.js';
import { HoldLapser } from './lapse-holds/hold-lapser.js';
import { BookingWrites } from './shared/booking-writes.js';
import { SlotDayToolkit } from './slot-day/slot-day.toolkit.js';

/** The worker side of the waitlist: holds lapse at their expiry and the next in line is offered. Needs the DatabaseModule beside it. */
@Module({
  imports: [EventStoreModule, QueueModule, CatalogReaderModule],
  providers: [BookingWrites, SlotDayToolkit, HoldLapser, HoldExpiryWorker],
})
export class WaitlistWorkerModule {}
