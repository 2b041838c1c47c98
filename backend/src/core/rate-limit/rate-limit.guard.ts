import { API_MESSAGES, tryAgainIn } from '@dealer/contracts';
import { applyDecorators, Inject, Injectable, Logger, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config.js';
import { ApiError } from '../http/api-error.js';
import { REDIS } from '../redis/redis.module.js';
import type { RateLimitPolicy } from './rate-limit.policy.js';

const POLICIES = Symbol('rate-limit-policies');

/**
 * Counters live in Redis so every API instance shares them; when Redis is away an in-memory
 * limiter takes over instead of letting everything through. Only the routes that ask are limited.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policies = this.reflector.get<RateLimitPolicy[]>(POLICIES, context.getHandler()) ?? [];
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // All policies at once, which the shared client sends to Redis in one write (auto-pipelining):
    // a request one policy refuses is counted by the others too, as refused attempts always are,
    // except by a budget many people share, which gets it back.
    const verdicts = await Promise.allSettled(policies.map((policy) => this.limiter(policy).consume(policy.key(request))));
    const refusedBy = (index: number) => verdicts[index]?.status === 'rejected' && verdicts[index].reason instanceof RateLimiterRes;
    if (policies.some((_, index) => refusedBy(index))) {
      await Promise.allSettled(
        policies.map((policy, index) => (policy.shared && !refusedBy(index) ? this.limiter(policy).reward(policy.key(request), 1) : undefined)),
      );
    }
    for (const [index, verdict] of verdicts.entries()) {
      if (verdict.status === 'fulfilled') continue;
      const policy = policies[index]!;
      const rejection: unknown = verdict.reason;
      if (!(rejection instanceof RateLimiterRes)) {
        this.logger.warn({ msg: 'rate limiter unavailable', policy: policy.name, error: String(rejection) });
        continue;
      }
      const reply = context.switchToHttp().getResponse<FastifyReply>();
      const seconds = Math.ceil(rejection.msBeforeNext / 1000);
      void reply.header('retry-after', seconds);
      // The person is told when, as a client is by Retry-After.
      throw new ApiError(429, tryAgainIn(policy.message ?? API_MESSAGES.tooManyAttempts, seconds));
    }
    return true;
  }

  private limiter(policy: RateLimitPolicy): RateLimiterRedis {
    let limiter = this.limiters.get(policy.name);
    if (!limiter) {
      const points = typeof policy.points === 'function' ? policy.points(this.config) : policy.points;
      const limits = { points, duration: policy.durationSeconds };
      limiter = new RateLimiterRedis({
        ...limits,
        storeClient: this.redis,
        keyPrefix: `${this.config.REDIS_PREFIX}:rl:${policy.name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(limits),
      });
      this.limiters.set(policy.name, limiter);
    }
    return limiter;
  }
}

/** Limits a route by every policy given; each is counted separately. */
export function RateLimit(...policies: RateLimitPolicy[]) {
  return applyDecorators(SetMetadata(POLICIES, policies), UseGuards(RateLimitGuard));
}
