import { describe, expect, it } from '@jest/globals';
import { manageTokenKey, signManageToken, verifyManageToken } from './manage-token.js';

const key = manageTokenKey('a-test-secret-of-at-least-32-characters!');
const BOOKING = '3f1c2a10-0000-4000-8000-000000000001';
const OTHER = '3f1c2a10-0000-4000-8000-000000000002';
const now = new Date('2026-11-25T08:00:00Z');
const start = new Date('2026-11-26T07:00:00Z');

describe('manage tokens', () => {
  it('open the booking they were signed for until its start', () => {
    const token = signManageToken(key, BOOKING, start);
    expect(token).toMatch(/^[\w-]{50,56}$/);
    expect(verifyManageToken(key, BOOKING, token, now)).toBe(true);
    expect(verifyManageToken(key, BOOKING, token, new Date(start.getTime() - 1000))).toBe(true);
    expect(verifyManageToken(key, BOOKING, token, start)).toBe(false);
  });

  it('refuse another booking, another key, a changed expiry or signature, and junk', () => {
    const token = signManageToken(key, BOOKING, start);
    expect(verifyManageToken(key, OTHER, token, now)).toBe(false);
    expect(verifyManageToken(manageTokenKey('another-secret-of-at-least-32-characters'), BOOKING, token, now)).toBe(false);
    const raw = Buffer.from(token, 'base64url');
    raw[5] = raw[5]! + 1;
    expect(verifyManageToken(key, BOOKING, raw.toString('base64url'), now)).toBe(false);
    const flipped = Buffer.from(token, 'base64url');
    flipped[20] = flipped[20]! ^ 1;
    expect(verifyManageToken(key, BOOKING, flipped.toString('base64url'), now)).toBe(false);
    const respelled = `${token.slice(0, -1)}${String.fromCharCode(token.charCodeAt(token.length - 1) + 1)}`;
    expect(verifyManageToken(key, BOOKING, respelled, now)).toBe(false);
    for (const junk of ['', 'x', token.slice(0, -2), `${token}AA`, '../../etc', 'é'.repeat(52), 'A'.repeat(5000)]) {
      expect(verifyManageToken(key, BOOKING, junk, now)).toBe(false);
    }
  });

  it('are already expired when signed with a past expiry', () => {
    expect(verifyManageToken(key, BOOKING, signManageToken(key, BOOKING, new Date(now.getTime() - 1)), now)).toBe(false);
  });
});
