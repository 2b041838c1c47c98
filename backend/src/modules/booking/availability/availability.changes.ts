import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../../core/config/app-config.js';
import { REDIS } from '../../../core/redis/redis.module.js';
import { availabilityKeys, dayKey, parseChangeMessage, type SlotDay } from './availability.projection.js';

export interface ChangeWatcher {
  /** The branch-day may have changed: read it again. */
  changed(): void;
  /** The process is shutting down: end the stream. */
  close(): void;
}

/** Told of changes whatever the day: the reader's cache of taken counts. */
export interface ChangeListener {
  /** These branch-days changed. */
  days(days: SlotDay[]): void;
  /** Anything may have changed: the subscription was (re)made or lost. */
  all(): void;
}

/**
 * Fans the projector's change messages out to the open availability streams and the reader's cache of
 * this API process, over one Redis subscriber connection however many clients listen.
 */
@Injectable()
export class AvailabilityChanges implements BeforeApplicationShutdown {
  private readonly channel: string;
  private readonly watchers = new Map<string, Set<ChangeWatcher>>();
  private readonly listeners = new Set<ChangeListener>();
  private subscriber: Redis | undefined;
  private subscribed = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.channel = availabilityKeys(config.REDIS_PREFIX).changes;
  }

  /** Returns the function that stops watching. */
  watch(day: SlotDay, watcher: ChangeWatcher): () => void {
    this.connect();
    const key = dayKey(day);
    const set = this.watchers.get(key) ?? new Set();
    this.watchers.set(key, set.add(watcher));
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(key) === set) this.watchers.delete(key);
    };
  }

  /**
   * True while the subscription is in place, so every change will be announced; a cache must not be
   * trusted otherwise. The first call connects.
   */
  listening(): boolean {
    this.connect();
    return this.subscribed;
  }

  listen(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  /** Open streams would keep the HTTP server from closing. */
  async beforeApplicationShutdown(): Promise<void> {
    for (const set of [...this.watchers.values()]) for (const watcher of [...set]) watcher.close();
    this.watchers.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    this.subscribed = false;
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }

  /** Connects on first use only: API processes nobody reads availability from hold no extra connection. */
  private connect(): void {
    if (this.subscriber) return;
    const subscriber = this.redis.duplicate({ connectionName: 'dealer-api-availability-changes', autoResubscribe: false, maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    // Reconnecting is automatic; a stream keeps its last state until Redis is back.
    subscriber.on('error', () => undefined);
    subscriber.on('close', () => {
      if (!this.subscribed) return;
      this.subscribed = false;
      this.listeners.forEach((listener) => listener.all());
    });
    subscriber.on('ready', () => {
      // Subscribing on every (re)connection, then refreshing everyone: changes made while the
      // connection was down were published to nobody.
      subscriber.subscribe(this.channel).then(
        () => {
          this.subscribed = this.subscriber === subscriber;
          this.notifyAll();
        },
        () => subscriber.disconnect(true),
      );
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.notify(message);
    });
  }

  private notify(message: string): void {
    const days = parseChangeMessage(message);
    this.listeners.forEach((listener) => listener.days(days));
    for (const day of days) this.watchers.get(dayKey(day))?.forEach((watcher) => watcher.changed());
  }

  private notifyAll(): void {
    this.listeners.forEach((listener) => listener.all());
    for (const set of this.watchers.values()) for (const watcher of set) watcher.changed();
  }
}
