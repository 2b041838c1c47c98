import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../core/config/app-config.js';
import { REDIS } from '../../../core/redis/redis.module.js';
import { catalogChanges } from '../shared/catalog-changes.js';

/**
 * Passes catalog changes between API processes over Redis pub/sub, so an admin's change of a branch
 * (its bays, days or closures) reaches the snapshot every process books by at once, not when the
 * snapshot would expire. Without Redis the snapshot's short life is the bound.
 */
@Injectable()
export class CatalogChangesRelay implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogChangesRelay.name);
  private readonly channel: string;
  /** Our own messages come back to us too; they were handled when announced. */
  private readonly origin = randomUUID();
  private subscriber?: Redis;
  private readonly publish = () => {
    this.redis.publish(this.channel, this.origin).catch((error: unknown) => this.logger.warn(`Could not pass on a catalog change: ${String(error)}`));
  };

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.channel = `${config.REDIS_PREFIX}:catalog-changes`;
  }

  onModuleInit(): void {
    catalogChanges.on('announced', this.publish);
    const subscriber = this.redis.duplicate({ connectionName: 'dealer-catalog-changes', maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined);
    // Changes published while the connection was down reached nobody: start from a fresh snapshot.
    subscriber.on('ready', () => catalogChanges.emit('changed'));
    subscriber.on('message', (channel: string, origin: string) => {
      if (channel === this.channel && origin !== this.origin) catalogChanges.emit('changed');
    });
    subscriber.subscribe(this.channel).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    catalogChanges.off('announced', this.publish);
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }
}
