import { BOOKING_MESSAGES, type AvailableSlot } from '@dealer/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { ApiError } from '../../../core/http/api-error.js';
import { REDIS } from '../../../core/redis/redis.module.js';
import { parseBookingDate } from '../../../core/time/riyadh-time.js';
import { CatalogReader, type BranchFacts } from '../../catalog/catalog-reader/catalog-reader.service.js';
import { takenPerSlot } from '../projections/booking-lists.queries.js';
import { dayRules } from '../shared/slot-rules.js';
import { availabilityKeys, decodeCheckpoint, type AvailabilityKeys } from './availability.projection.js';

/** A slow Redis should cost a request little more than asking PostgreSQL would. */
const REDIS_BUDGET_MS = 300;

export interface AvailabilityQuery {
  branch: BranchFacts;
  date: string;
}

/**
 * The free slots of a branch on a Riyadh date, judged on the server with the same rules the engine
 * applies when booking: closed days give none, today's past slots are gone, full slots are gone.
 * Taken places come from the Redis projection, or from PostgreSQL when Redis cannot answer or the
 * projection is not built; the engine itself never reads them from here.
 */
@Injectable()
export class AvailabilityReader {
  private readonly logger = new Logger(AvailabilityReader.name);
  private readonly keys: AvailabilityKeys;
  private degraded = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly catalog: CatalogReader,
    private readonly config: AppConfig,
  ) {
    this.keys = availabilityKeys(config.REDIS_PREFIX);
  }

  /** Reads the route's query parameters, or throws the 400 they deserve. */
  async query(branchQuery: unknown, dateQuery: unknown): Promise<AvailabilityQuery> {
    const date = typeof dateQuery === 'string' ? parseBookingDate(dateQuery) : null;
    if (!date) throw new ApiError(400, BOOKING_MESSAGES.badDate);
    const branch = typeof branchQuery === 'string' && branchQuery.length <= 120 ? await this.catalog.findCachedBranch(branchQuery) : null;
    if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
    return { branch, date };
  }

  async freeSlots({ branch, date }: AvailabilityQuery, now = new Date()): Promise<AvailableSlot[]> {
    const day = dayRules(branch, date, now, this.config.BOOKING_HORIZON_DAYS);
    if (!day.branchOpen) return [];
    const open = (await this.catalog.cached()).slots.filter((slot) => {
      const startsAt = day.startsAt(slot.minuteOfDay);
      return startsAt > now && startsAt <= day.horizonEnd;
    });
    if (open.length === 0) return [];
    const taken = await this.taken(branch.id, date);
    return open.map((slot) => ({ ...slot, free: branch.capacity - (taken.get(slot.minuteOfDay) ?? 0) })).filter((slot) => slot.free > 0);
  }

  /** Taken places per slot minute. */
  async taken(branchId: string, date: string): Promise<Map<number, number>> {
    const projected = await this.takenFromRedis(branchId, date).catch((error: unknown) => {
      if (!this.degraded) this.logger.warn(`Availability from PostgreSQL while Redis fails: ${String(error)}`);
      this.degraded = true;
      return undefined;
    });
    if (projected) {
      if (this.degraded) this.logger.log('Availability from Redis again');
      this.degraded = false;
      return projected;
    }
    const rows = await takenPerSlot(this.db.manager, branchId, date);
    return new Map(rows.map((row) => [row.slotMinute, row.taken]));
  }

  /** Undefined when the projection is missing or being rebuilt: PostgreSQL answers instead. */
  private async takenFromRedis(branchId: string, date: string): Promise<Map<number, number> | undefined> {
    // Not connected: queuing the command until ioredis reconnects would only delay the fallback.
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    const day = { branchId, date };
    // One round trip: the day's counts and the checkpoint that says whether they can be trusted.
    const results = await withTimeout(this.redis.pipeline().hgetall(this.keys.taken(day)).get(this.keys.checkpoint).exec(), REDIS_BUDGET_MS);
    if (!results) throw new Error('Redis answered nothing');
    const [counts, checkpoint] = results.map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    if (!decodeCheckpoint(typeof checkpoint === 'string' ? checkpoint : null)) return undefined;
    return new Map(Object.entries(counts as Record<string, string>).map(([minute, n]) => [Number(minute), Number(n)]));
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
