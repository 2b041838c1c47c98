import { Module } from '@nestjs/common';
import { EventStore } from './event-store.js';

/** The TypeORM DataSource EventStore needs comes from the application's DatabaseModule. */
@Module({
  providers: [EventStore],
  exports: [EventStore],
})
export class EventStoreModule {}
