import type { Weekday } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { LocationEntity } from '../locations/locations.resource.js';
import { catalogChanges } from '../shared/catalog-changes.js';
import { TimeSlotEntity } from '../timeslots/timeslots.resource.js';

/** What the booking engine needs to know about a branch. */
export interface BranchFacts {
  id: string;
  branchName: string;
  capacity: number;
  /** Most 'Waiting' customers per slot, or null. */
  waitingLimit: number | null;
  workingDays: Weekday[];
  closedDates: string[];
}

export interface SlotFacts {
  timeSlot: string;
  slotIndex: number;
  minuteOfDay: number;
}

/** The longest a snapshot is used, whatever the change messages say. */
const CACHE_MS = 2000;

interface Snapshot {
  at: number;
  branches: BranchFacts[];
  slots: SlotFacts[];
}

/**
 * The catalog as other modules may read it: they never query its tables themselves, so the
 * catalog can change its storage without breaking them.
 *
 * Readers use a snapshot, which keeps queries off every availability request and every booking. Every
 * catalog write drops it in this process and, through CatalogChangesRelay, in the others; its two-second
 * life bounds how stale it can be should a message be lost.
 */
@Injectable()
export class CatalogReader {
  private snapshot?: Snapshot;
  private loading?: Promise<Snapshot>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    catalogChanges.on('changed', () => (this.snapshot = undefined));
  }

  /** For display: a branch and the day's slots from a recent snapshot. */
  async cached(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.snapshot.at < CACHE_MS) return this.snapshot;
    // One load at a time, however many requests arrive while it runs.
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return (this.snapshot = await this.loading);
  }

  async findCachedBranch(nameOrId: string): Promise<BranchFacts | null> {
    const wanted = nameOrId.trim().toLowerCase();
    const find = (snapshot: Snapshot) => snapshot.branches.find((b) => b.id === wanted || b.branchName.toLowerCase() === wanted);
    const found = find(await this.cached());
    if (found) return found;
    // A branch another process has just added is not in our snapshot yet: a miss asks the database.
    this.snapshot = undefined;
    return find(await this.cached()) ?? null;
  }

  private async load(): Promise<Snapshot> {
    const branches = await this.db.getRepository(LocationEntity).find();
    return { at: Date.now(), branches: branches.map(toFacts), slots: await this.timeSlots() };
  }

  /** A branch by its _id or its name (case-insensitive, as the spec's client sends names). */
  async findBranch(nameOrId: string): Promise<BranchFacts | null> {
    const query = this.db.getRepository(LocationEntity).createQueryBuilder('l');
    const branch = isUUID(nameOrId)
      ? await query.where('l.id = :id', { id: nameOrId }).getOne()
      : await query.where('lower(l.branch_name) = lower(:name)', { name: nameOrId.trim() }).getOne();
    return branch ? toFacts(branch) : null;
  }

  async timeSlots(): Promise<SlotFacts[]> {
    const slots = await this.db.getRepository(TimeSlotEntity).find({ order: { minuteOfDay: 'ASC' } });
    return slots.map((s) => ({ timeSlot: s.timeSlot, slotIndex: s.slotIndex, minuteOfDay: s.minuteOfDay }));
  }
}

function toFacts(branch: LocationEntity): BranchFacts {
  return {
    id: branch.id,
    branchName: branch.branchName,
    capacity: branch.capacity,
    waitingLimit: branch.waitingLimit,
    workingDays: branch.workingDays,
    closedDates: branch.closedDates,
  };
}
