import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';

/**
 * The shared Redis connection for caches, rate limits and read models. Commands fail fast when Redis
 * is away so callers can fall back; BullMQ makes its own connections (see queue.module.ts).
 */
export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        // Auto-pipelining: commands issued in the same tick (a route's rate limits, concurrent requests'
        // reads) travel in one write, and each write costs as much as a small command's whole work.
        new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 2000, connectionName: 'dealer-api', enableAutoPipelining: true }),
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
