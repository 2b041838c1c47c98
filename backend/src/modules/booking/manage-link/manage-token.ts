import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../../core/security/sealed-box.js';

/**
 * The token of a booking's "Manage your booking" link: the expiry (seconds since 1970, 6 bytes) and an
 * HMAC-SHA256 of the booking id and that expiry, base64url. It holds no secret of its own, so nothing
 * is stored: any API process holding SESSION_SECRET checks it, and changing the secret voids every link.
 *
 * It expires at the appointment's start as it stood when the mail was written. Whoever uses it, the
 * booking's current state is checked too (see BookingAccessGuard): a cancelled or started booking's links
 * stop working at once. A reschedule mail carries a link signed to the new start; an older link keeps its
 * own, earlier or later, expiry, but never outlives the booking's current start.
 */
const EXPIRY_BYTES = 6;
const MAC_BYTES = 32;

/** The key of manage links, derived from SESSION_SECRET for this purpose only. */
export function manageTokenKey(secret: string): Buffer {
  return deriveKey(secret, 'booking-manage-link v1');
}

export function signManageToken(key: Buffer, bookingId: string, expiresAt: Date): string {
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUIntBE(Math.max(0, Math.floor(expiresAt.getTime() / 1000)), 0, EXPIRY_BYTES);
  return Buffer.concat([expiry, mac(key, bookingId, expiry)]).toString('base64url');
}

/** Whether the token was signed for this booking and has not expired; any other text is simply not valid. */
export function verifyManageToken(key: Buffer, bookingId: string, token: string, now: Date): boolean {
  if (token.length > 64 || !/^[\w-]+$/.test(token)) return false;
  const raw = Buffer.from(token, 'base64url');
  // Only the one spelling the signer writes: base64url's last character carries spare bits.
  if (raw.length !== EXPIRY_BYTES + MAC_BYTES || raw.toString('base64url') !== token) return false;
  const expiry = raw.subarray(0, EXPIRY_BYTES);
  if (!timingSafeEqual(raw.subarray(EXPIRY_BYTES), mac(key, bookingId, expiry))) return false;
  return expiry.readUIntBE(0, EXPIRY_BYTES) * 1000 > now.getTime();
}

function mac(key: Buffer, bookingId: string, expiry: Buffer): Buffer {
  return createHmac('sha256', key).update(`booking:${bookingId.toLowerCase()}:`).update(expiry).digest();
}
