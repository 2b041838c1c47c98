import { deriveKey } from '../../../core/security/sealed-box.js';
import { signManageToken, verifyManageToken } from '../manage-link/manage-token.js';

/**
 * The token of a waitlist offer's confirm link: the hold's id and, as manage links have it, an expiry
 * and an HMAC (see manage-token.ts) under a key of its own, so a booking's link never opens an offer.
 * It expires with the hold. Single use comes from the day's stream: a confirmed or lapsed hold is gone,
 * and the decider refuses it whatever the token says. Nothing is stored.
 */
export function offerTokenKey(secret: string): Buffer {
  return deriveKey(secret, 'waitlist-offer-link v1');
}

export function signOfferToken(key: Buffer, holdId: string, expiresAt: Date): string {
  return `${holdId}.${signManageToken(key, holdId, expiresAt)}`;
}

/** The hold the token was signed for, while it has not expired; null for any other text. */
export function holdOfToken(key: Buffer, token: string, now: Date): string | null {
  if (typeof token !== 'string' || token.length > 120) return null;
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]+)$/.exec(token);
  if (!match) return null;
  return verifyManageToken(key, match[1]!, match[2]!, now) ? match[1]! : null;
}
