import { describe, expect, it } from '@jest/globals';
import { newSecretToken } from '../../../core/security/secret-token.js';
import { unsubscribeLink } from './unsubscribe-link.js';

describe('unsubscribe link', () => {
  it('points at the site page with the token as its only parameter', () => {
    const token = newSecretToken();
    const link = new URL(unsubscribeLink('https://cars.example', token));
    expect(link.origin + link.pathname).toBe('https://cars.example/unsubscribe');
    expect([...link.searchParams.keys()]).toEqual(['token']);
    expect(link.searchParams.get('token')).toBe(token);
  });
});
