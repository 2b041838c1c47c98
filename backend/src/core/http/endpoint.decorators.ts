import { applyDecorators, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import type { RateLimitPolicy } from '../rate-limit/rate-limit.policy.js';
import { InvalidInputError } from './api-error.js';

/** The routes of one resource under `/api/<resource>[/<subPath>]`, grouped by the resource's name in the document. */
export const ResourceController = (resource: string, subPath?: string) =>
  applyDecorators(ApiTags(resource), Controller(['api', resource, subPath].filter(Boolean).join('/')));

const METHODS = { GET: Get, POST: Post, PUT: Put, DELETE: Delete };

/** A route and what the document says of it; guards come from `access` and `limits`. */
export interface EndpointOptions {
  /** The success status, stated even where it is Nest's default. */
  status?: 200 | 201;
  summary: string;
  /** Who may call (identity's Authenticated or AdminOnly, which document themselves); public without. */
  access?: MethodDecorator;
  /** Counted after the access check, so a limit per customer knows the customer. */
  limits?: readonly RateLimitPolicy[];
}

/** One route: method, path, success status, summary, access and rate limits, in the order their guards must run. */
export function Endpoint(method: keyof typeof METHODS, path: string | undefined, options: EndpointOptions): MethodDecorator {
  const { status, summary, access, limits } = options;
  return applyDecorators(
    METHODS[method](path),
    ...(status ? [HttpCode(status)] : []),
    // Guards run in the order they are added: the access check first.
    ...(access ? [access] : []),
    ...(limits ? [RateLimit(...limits)] : []),
    ApiOperation({ summary }),
  );
}

/** Documents the optional `Idempotency-Key` header of a create route. */
export const IdempotencyKeyHeader = () => ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key and body returns the first answer; another body under a used key is refused with 422' });

/**
 * The `Idempotency-Key` header, checked in the handler (after the body's validation, whose refusal comes
 * first): absent, or 8 to 100 safe characters that become part of a stored key.
 */
export function idempotencyKey(header: string | undefined): string | undefined {
  if (header !== undefined && !/^[\w.:-]{8,100}$/.test(header)) {
    throw new InvalidInputError([{ field: 'Idempotency-Key', constraint: 'matches', detail: 'Idempotency-Key must be 8 to 100 letters, digits or -_.:' }]);
  }
  return header;
}
