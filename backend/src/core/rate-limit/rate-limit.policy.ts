import type { FastifyRequest } from 'fastify';

/**
 * A limit on one route: at most `points` requests per `durationSeconds` for each key the policy
 * derives from a request (the caller's address, or the address and the account named in the body).
 */
export interface RateLimitPolicy {
  name: string;
  points: number;
  durationSeconds: number;
  key: (request: FastifyRequest) => string;
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
