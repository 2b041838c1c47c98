import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh unguessable token (256 bits) for links and session cookies. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What we store instead of a token: a keyed hash, so a copy of the database alone cannot be replayed
 * as sessions or links.
 */
export function hashSecretToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
