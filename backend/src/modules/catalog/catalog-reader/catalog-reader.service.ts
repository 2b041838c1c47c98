import type { Weekday } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { LocationEntity } from '../locations/locations.resource.js';
import { TimeSlotEntity } from '../timeslots/timeslots.resource.js';

/** What the booking engine needs to know about a branch. */
export interface BranchFacts {
  id: string;
  branchName: string;
  capacity: number;
  workingDays: Weekday[];
  closedDates: string[];
}

export interface SlotFacts {
  timeSlot: string;
  slotIndex: number;
  minuteOfDay: number;
}

/**
 * The catalog as other modules may read it: they never query its tables themselves, so the
 * catalog can change its storage without breaking them.
 */
@Injectable()
export class CatalogReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A branch by its _id or its name (case-insensitive, as the spec's client sends names). */
  async findBranch(nameOrId: string): Promise<BranchFacts | null> {
    const query = this.db.getRepository(LocationEntity).createQueryBuilder('l');
    const branch = isUUID(nameOrId)
      ? await query.where('l.id = :id', { id: nameOrId }).getOne()
      : await query.where('lower(l.branch_name) = lower(:name)', { name: nameOrId.trim() }).getOne();
    return branch
      ? { id: branch.id, branchName: branch.branchName, capacity: branch.capacity, workingDays: branch.workingDays, closedDates: branch.closedDates }
      : null;
  }

  async timeSlots(): Promise<SlotFacts[]> {
    const slots = await this.db.getRepository(TimeSlotEntity).find({ order: { minuteOfDay: 'ASC' } });
    return slots.map((s) => ({ timeSlot: s.timeSlot, slotIndex: s.slotIndex, minuteOfDay: s.minuteOfDay }));
  }

  async findSlot(label: string): Promise<SlotFacts | null> {
    return (await this.timeSlots()).find((s) => s.timeSlot === label.trim().toUpperCase()) ?? null;
  }
}
