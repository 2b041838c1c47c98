import { AVAILABLE_DAYS_MAX_RANGE, BOOKING_MESSAGES, type AvailableDay, type AvailableSlot, type ListResponse } from '@dealer/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { ApiError } from '../../../core/http/api-error.js';
import type { KeepsReadyAnswers, ReadyAnswer } from '../../../core/http/ready-answers.js';
import { REDIS } from '../../../core/redis/redis.module.js';
import { parseBookingDate, plusDays } from '../../../core/time/riyadh-time.js';
import { CatalogReader, type BranchFacts, type CatalogSnapshot, type SlotFacts } from '../../catalog/index.js';
import { takenPerDaySlot, takenPerSlot } from '../projections/booking-lists.queries.js';
import type { JobLength } from '../slot-day/slot-day.toolkit.js';
import { AvailabilityChanges } from './availability.changes.js';
import { jobOfQuery } from './availability-job.js';
import { datesBetween, freeDaysOf } from './free-days.js';
import { freeSlotsOf, type FreeSlotsAnswer } from './free-slots.js';
import { AnswersByAddress } from './answers-by-address.js';
import { availabilityKeys, dayKey, decodeCheckpoint, type AvailabilityKeys } from './availability.projection.js';
import { TakenCountsCache } from './taken-counts.cache.js';

/** A slow Redis should cost a request little more than asking PostgreSQL would. */
const REDIS_BUDGET_MS = 300;
/** The longest a copy of a day's counts is used without reading Redis again, were a change message lost. */
const CACHE_MAX_AGE_MS = 1000;
/** Branches × bookable days, with room to spare. */
const CACHE_MAX_DAYS = 20_000;
/** Addresses of the slot route answered from memory: popular days and job lengths, with room to spare. */
const READY_MAX_ADDRESSES = 10_000;

/** The slot route's headers besides the security headers and request id every answer carries. */
export const FREE_SLOTS_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' } as const;

/** What a ready answer of the slot route was worked out from: it stands while each is still the one in use. */
interface ReadyFacts {
  day: string;
  taken: ReadonlyMap<number, number>;
  snapshot: CatalogSnapshot;
}

export interface AvailabilityQuery {
  branch: BranchFacts;
  date: string;
  /** The job asked about (see jobOfQuery): one slot unless services or minutes were given. */
  job: JobLength;
}

export interface AvailableDaysQuery {
  branch: BranchFacts;
  from: string;
  to: string;
  job: JobLength;
}

type CachedAnswer = { branch: BranchFacts; slots: readonly SlotFacts[]; answer: FreeSlotsAnswer & { body: string } };

/**
 * The free starts of a job at a branch on a Riyadh date, judged on the server (see freeSlotsOf). Taken
 * places per slot come from the Redis projection, or from the reservation list in PostgreSQL when Redis
 * cannot answer or the projection is not built; the engine itself never reads them from here. Counts
 * read from Redis are kept in the process until the projector announces a change of their day (see
 * TakenCountsCache).
 */
@Injectable()
export class AvailabilityReader implements KeepsReadyAnswers {
  private readonly logger = new Logger(AvailabilityReader.name);
  private readonly keys: AvailabilityKeys;
  private readonly cache = new TakenCountsCache(CACHE_MAX_AGE_MS, CACHE_MAX_DAYS);
  /** The last answer per job length worked out from a copy of a day's counts, and the catalog facts it used. */
  private readonly answers = new WeakMap<ReadonlyMap<number, number>, Map<string, CachedAnswer>>();
  private readonly ready = new AnswersByAddress<ReadyAnswer, ReadyFacts>(READY_MAX_ADDRESSES);
  private degraded = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly catalog: CatalogReader,
    private readonly config: AppConfig,
    private readonly changes: AvailabilityChanges,
  ) {
    this.keys = availabilityKeys(config.REDIS_PREFIX);
    changes.listen({ days: (days) => this.cache.drop(days.map(dayKey)), all: () => this.cache.clear() });
  }

  /** Reads the route's query parameters, or throws the 400 they deserve. */
  async query(branchQuery: unknown, dateQuery: unknown, servicesQuery?: unknown, minutesQuery?: unknown): Promise<AvailabilityQuery> {
    const date = typeof dateQuery === 'string' ? parseBookingDate(dateQuery) : null;
    if (!date) throw new ApiError(400, BOOKING_MESSAGES.badDate);
    const branch = typeof branchQuery === 'string' && branchQuery.length <= 120 ? await this.catalog.findCachedBranch(branchQuery) : null;
    if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
    return { branch, date, job: jobOfQuery(await this.catalog.cached(), servicesQuery, minutesQuery) };
  }

  /** Reads the days route's query parameters, or throws the 400 they deserve. */
  async daysQuery(branchQuery: unknown, fromQuery: unknown, toQuery: unknown, servicesQuery?: unknown, minutesQuery?: unknown): Promise<AvailableDaysQuery> {
    const from = typeof fromQuery === 'string' ? parseBookingDate(fromQuery) : null;
    if (!from) throw new ApiError(400, BOOKING_MESSAGES.badFrom);
    const to = typeof toQuery === 'string' ? parseBookingDate(toQuery) : null;
    if (!to) throw new ApiError(400, BOOKING_MESSAGES.badTo);
    if (to < from) throw new ApiError(400, BOOKING_MESSAGES.rangeBackwards);
    if (to > plusDays(from, AVAILABLE_DAYS_MAX_RANGE - 1)) {
      const { en, ar } = BOOKING_MESSAGES.rangeTooLong;
      const max = String(AVAILABLE_DAYS_MAX_RANGE);
      throw new ApiError(400, { en: en.replace('{max}', max), ar: ar.replace('{max}', max) });
    }
    const branch = typeof branchQuery === 'string' && branchQuery.length <= 120 ? await this.catalog.findCachedBranch(branchQuery) : null;
    if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
    return { branch, from, to, job: jobOfQuery(await this.catalog.cached(), servicesQuery, minutesQuery) };
  }

  /** The branch's calendar for the range, judged by the slot route's rules from one read of the counts. */
  async freeDays({ branch, from, to, job }: AvailableDaysQuery, now = new Date()): Promise<ListResponse<AvailableDay>> {
    const { slots } = await this.catalog.cached();
    const dates = datesBetween(from, to);
    const taken = await this.takenForDays(branch.id, dates);
    return { data: freeDaysOf(branch, dates, slots, taken, now, this.config.BOOKING_HORIZON_DAYS, job) };
  }

  /** The route's body, `{"data": [...]}`: serialized once per answer, as every visitor of a popular day asks the same. */
  async freeSlotsBody(query: AvailabilityQuery, now = new Date()): Promise<string> {
    return (await this.answer(query, now)).answer.body;
  }

  /**
   * The slot route's answer to a request, worked out and kept ready for its address (see
   * readyAnswer) when it came from this process's copy of the day's counts.
   */
  async freeSlotsFor(request: Pick<FastifyRequest, 'url'>, query: AvailabilityQuery, now = new Date()): Promise<string> {
    const { answer, snapshot, taken } = await this.answer(query, now);
    const day = dayKey({ branchId: query.branch.id, date: query.date });
    if (this.cache.get(day, now.getTime()) === taken && snapshot.branches.includes(query.branch)) {
      this.ready.keep(request.url, { body: answer.body, headers: FREE_SLOTS_HEADERS }, { day, taken, snapshot }, answer.validUntil);
    }
    return answer.body;
  }

  /**
   * The answer given to the same address before, while nothing it was worked out from has moved on: the
   * day's counts (a change announced drops them), the catalog snapshot, and the clock (until the next
   * start leaves the list). Runs before the route's own checks, so it costs a lookup and three comparisons.
   */
  readyAnswer(address: string): ReadyAnswer | undefined {
    const now = Date.now();
    return this.ready.find(
      address,
      now,
      (facts) => facts.snapshot === this.catalog.current() && this.changes.listening() && this.cache.get(facts.day, now) === facts.taken,
    );
  }

  private async answer({ branch, date, job }: AvailabilityQuery, now: Date): Promise<{ answer: FreeSlotsAnswer & { body: string }; snapshot: CatalogSnapshot; taken: ReadonlyMap<number, number> }> {
    const snapshot = await this.catalog.cached();
    const { slots } = snapshot;
    const taken = await this.taken(branch.id, date);
    // The answer is worked out once per copy of the day's counts and job length, until time or the catalog moves on.
    let byJob = this.answers.get(taken);
    if (!byJob) this.answers.set(taken, (byJob = new Map()));
    const jobKey = `${job.minutes}/${job.slotLength}`;
    const known = byJob.get(jobKey);
    if (known && known.branch === branch && known.slots === slots && now.getTime() < known.answer.validUntil) return { answer: known.answer, snapshot, taken };
    const free = freeSlotsOf(branch, date, slots, taken, now, this.config.BOOKING_HORIZON_DAYS, job);
    const answer = { ...free, body: JSON.stringify({ data: free.slots } satisfies ListResponse<AvailableSlot>) };
    byJob.set(jobKey, { branch, slots, answer });
    return { answer, snapshot, taken };
  }

  /** Taken places per slot minute. */
  async taken(branchId: string, date: string): Promise<ReadonlyMap<number, number>> {
    const day = dayKey({ branchId, date });
    // Without the subscription a change could pass unannounced: no copy is used or kept then.
    const cacheable = this.changes.listening();
    const cached = cacheable ? this.cache.get(day, Date.now()) : undefined;
    if (cached) return cached;
    const readToken = this.cache.beginRead();
    const projected = await this.takenFromRedis(branchId, date).catch(this.redisFailed);
    if (projected) {
      this.redisAnswered();
      if (cacheable) this.cache.store(day, projected, readToken, Date.now());
      return projected;
    }
    // The reservation list counts a reservation in every slot its job covers, like the projection.
    const rows = await takenPerSlot(this.db.manager, branchId, date);
    return new Map(rows.map((row) => [row.slotMinute, row.taken]));
  }

  /**
   * Taken places per slot minute of each date: the copies this process keeps, the rest in one Redis
   * round trip, or one PostgreSQL query when Redis cannot answer.
   */
  async takenForDays(branchId: string, dates: readonly string[]): Promise<Map<string, ReadonlyMap<number, number>>> {
    const cacheable = this.changes.listening();
    const found = new Map<string, ReadonlyMap<number, number>>();
    const missing: string[] = [];
    for (const date of dates) {
      const cached = cacheable ? this.cache.get(dayKey({ branchId, date }), Date.now()) : undefined;
      if (cached) found.set(date, cached);
      else missing.push(date);
    }
    if (missing.length === 0) return found;
    const readToken = this.cache.beginRead();
    const projected = await this.daysFromRedis(branchId, missing).catch(this.redisFailed);
    if (projected) {
      this.redisAnswered();
      for (const [date, counts] of projected) {
        found.set(date, counts);
        if (cacheable) this.cache.store(dayKey({ branchId, date }), counts, readToken, Date.now());
      }
      return found;
    }
    for (const date of missing) found.set(date, new Map());
    for (const row of await takenPerDaySlot(this.db.manager, branchId, missing[0]!, missing[missing.length - 1]!)) {
      (found.get(row.date) as Map<number, number> | undefined)?.set(row.slotMinute, row.taken);
    }
    return found;
  }

  /** Redis could not answer: PostgreSQL answers instead, said once in the log until Redis is back. */
  private readonly redisFailed = (error: unknown): undefined => {
    if (!this.degraded) this.logger.warn(`Availability from PostgreSQL while Redis fails: ${String(error)}`);
    this.degraded = true;
    return undefined;
  };

  private redisAnswered(): void {
    if (this.degraded) this.logger.log('Availability from Redis again');
    this.degraded = false;
  }

  private async daysFromRedis(branchId: string, dates: readonly string[]): Promise<Map<string, Map<number, number>> | undefined> {
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    const pipeline = this.redis.pipeline();
    for (const date of dates) pipeline.hgetall(this.keys.taken({ branchId, date }));
    const results = await withTimeout(pipeline.get(this.keys.checkpoint).exec(), REDIS_BUDGET_MS);
    if (!results) throw new Error('Redis answered nothing');
    const values = results.map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    const checkpoint = values.pop();
    if (!decodeCheckpoint(typeof checkpoint === 'string' ? checkpoint : null)) return undefined;
    return new Map(
      dates.map((date, index) => [date, new Map(Object.entries(values[index] as Record<string, string>).map(([minute, n]) => [Number(minute), Number(n)]))]),
    );
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
