import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CatalogReader } from '../../catalog/index.js';
import { BookingWrites } from '../shared/booking-writes.js';
import type { DayRef } from '../slot-day/slot-day.toolkit.js';
import { SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';

export interface HoldToLapse extends DayRef {
  holdId: string;
}

/**
 * Lapses a hold that is due, through the decider like any change of the day: the place is released and
 * offered to the next in line in the same append; a conflict is retried on the latest state. A hold
 * already confirmed, left or lapsed (by another worker, or the job and the sweeper both) changes nothing.
 */
@Injectable()
export class HoldLapser {
  constructor(
    private readonly writes: BookingWrites,
    private readonly slotDays: SlotDayToolkit,
    private readonly catalog: CatalogReader,
  ) {}

  async lapse({ holdId, branchId, date }: HoldToLapse): Promise<void> {
    const catalog = await this.catalog.cached();
    await this.writes.run('en', async (manager) => {
      const day = await this.slotDays.loadOne(manager, { branchId, date });
      const append = this.slotDays.decideWaitlist(day, { type: 'LapseHold', holdId }, catalog, new Date());
      if (append.events.length === 0) return undefined;
      return { appends: [append], metadata: { actorRole: 'system', correlationId: randomUUID() }, options: { versionsRead: true } };
    });
  }
}
