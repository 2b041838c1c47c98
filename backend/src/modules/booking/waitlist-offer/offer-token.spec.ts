import { describe, expect, it } from '@jest/globals';
import { manageTokenKey, signManageToken } from '../manage-link/manage-token.js';
import { holdOfToken, offerTokenKey, signOfferToken } from './offer-token.js';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const key = offerTokenKey(secret);
const holdId = '0b7c6a52-3f7e-4a55-9d0e-1c2b3a4d5e6f';
const now = new Date('2026-11-21T06:00:00Z');
const expiresAt = new Date('2026-11-21T06:15:00Z');

describe('waitlist offer token', () => {
  it('names its hold until the hold expires', () => {
    const token = signOfferToken(key, holdId, expiresAt);
    expect(holdOfToken(key, token, now)).toBe(holdId);
    expect(holdOfToken(key, token, expiresAt)).toBeNull();
  });

  it('refuses a token for another hold, under another key, or a booking manage link', () => {
    const token = signOfferToken(key, holdId, expiresAt);
    const other = '1b7c6a52-3f7e-4a55-9d0e-1c2b3a4d5e6f';
    expect(holdOfToken(key, `${other}.${token.split('.')[1]}`, now)).toBeNull();
    expect(holdOfToken(offerTokenKey('another-secret-of-at-least-thirty-two-chars'), token, now)).toBeNull();
    expect(holdOfToken(key, `${holdId}.${signManageToken(manageTokenKey(secret), holdId, expiresAt)}`, now)).toBeNull();
    expect(holdOfToken(key, 'nonsense', now)).toBeNull();
  });
});
