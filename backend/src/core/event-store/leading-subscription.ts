import type { LoggerService } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import type { Checkpoint, StoredEvent } from './event-store.types.js';
import { startSubscription, type Subscription } from './event-subscription.js';
import { startLeaderLock } from './leader-lock.js';

export interface LeadingSubscriptionOptions {
  /** Names the subscription, its leader lock and (by convention) its checkpoint. */
  name: string;
  db: DataSource;
  connectionString: string;
  /** How often a standby worker tries to take over. */
  leaderRetryMs?: number;
  retryMs?: number;
  /** See SubscriptionOptions.gatherMs. */
  gatherMs?: number;
  logger: Pick<LoggerService, 'log' | 'warn' | 'error'>;
  loadCheckpoint(): Promise<Checkpoint>;
  /** Handles a batch and stores `lastCheckpoint` atomically with its own writes. */
  handle(events: StoredEvent[], lastCheckpoint: Checkpoint): Promise<void>;
}

export interface LeadingSubscription {
  readonly leading: boolean;
  /** Resolves once this process leads and has handled the whole feed as it stood when called. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A feed subscriber that runs in one worker at a time: the others stand by and take over when the
 * leader goes away. Two would read and decide every batch twice and fight over one checkpoint.
 */
export function startLeadingSubscription(options: LeadingSubscriptionOptions): LeadingSubscription {
  let subscription: Subscription | undefined;
  const leadership = startLeaderLock({
    name: options.name,
    connectionString: options.connectionString,
    retryMs: options.leaderRetryMs ?? 5000,
    logger: options.logger,
    lead: () => {
      const started = startSubscription({
        name: options.name,
        db: options.db,
        connectionString: options.connectionString,
        retryMs: options.retryMs,
        gatherMs: options.gatherMs,
        loadCheckpoint: options.loadCheckpoint,
        handle: options.handle,
        logger: options.logger,
      });
      subscription = started;
      return async () => {
        subscription = undefined;
        await started.stop();
      };
    },
  });
  return {
    get leading() {
      return subscription !== undefined;
    },
    async caughtUp(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!subscription) {
        if (Date.now() > deadline) throw new Error(`${options.name} is not leading after ${timeoutMs} ms`);
        await sleep(25);
      }
      await subscription.caughtUp();
    },
    stop: () => leadership.stop(),
  };
}
