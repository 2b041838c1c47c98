import { describe, expect, it } from '@jest/globals';
import { newSecretToken } from '../../../core/security/secret-token.js';
import { confirmLink, unsubscribeLink } from './newsletter-links.js';

describe('newsletter links', () => {
  it.each([
    ['unsubscribe', unsubscribeLink, '/unsubscribe'],
    ['confirm', confirmLink, '/confirm-subscription'],
  ])('the %s link points at its site page with the token as its only parameter', (_name, link, path) => {
    const token = newSecretToken();
    const url = new URL(link('https://cars.example', token));
    expect(url.origin + url.pathname).toBe(`https://cars.example${path}`);
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(url.searchParams.get('token')).toBe(token);
  });
});
