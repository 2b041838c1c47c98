import type { Bilingual } from '@dealer/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

/**
 * A limit on one route: at most `points` requests per `durationSeconds` for each key the policy
 * derives from a request (the caller's address, or the address and the account named in the body).
 */
export interface RateLimitPolicy {
  name: string;
  /** A number, or read from the configuration where operators may change it. */
  points: number | ((config: AppConfig) => number);
  durationSeconds: number;
  key: (request: FastifyRequest) => string;
  /** The refusal's text when the general "too many attempts" would not say what to wait for. */
  message?: Bilingual;
  /**
   * A budget many people share (an office's or a mobile network's address): a request another of the
   * route's policies refused is given back to it, so one account past its own budget cannot spend
   * everyone else's.
   */
  shared?: true;
}

export function byIp(request: FastifyRequest): string {
  return request.ip;
}

/** Address plus the e-mail in the body, so one guessed account cannot be hammered from one place. */
export function byIpAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return `${request.ip}|${email}`;
}

/** The logged-in caller (set by the authentication guard, which runs first); the address without one. */
export function byCustomer(request: FastifyRequest): string {
  const customer = (request as FastifyRequest & { customer?: { id: string } }).customer;
  return customer ? `customer:${customer.id}` : `ip:${request.ip}`;
}

/** A family or an office shares one address: it gets this many times a single customer's budget. */
export const ADDRESS_FACTOR = 3;

/**
 * An hourly budget per logged-in customer and a larger one per client address, so that neither many
 * accounts from one place nor one account from many places can flood a route.
 */
export function perCustomerAndAddress(name: string, perHour: (config: AppConfig) => number, message: Bilingual): RateLimitPolicy[] {
  return [
    { name: `${name}-customer`, points: perHour, durationSeconds: 3600, key: byCustomer, message },
    { name: `${name}-ip`, points: (config) => ADDRESS_FACTOR * perHour(config), durationSeconds: 3600, key: byIp, message, shared: true },
  ];
}
