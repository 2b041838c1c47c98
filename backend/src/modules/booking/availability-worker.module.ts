import { Module } from '@nestjs/common';
import { AvailabilityProjector } from './availability/availability.projector.js';

/** The worker side of availability: the Redis projector. Needs the DatabaseModule beside it. */
@Module({ providers: [AvailabilityProjector] })
export class AvailabilityWorkerModule {}
