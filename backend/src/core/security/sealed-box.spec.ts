import { describe, expect, it } from '@jest/globals';
import { deriveKey, open, seal } from './sealed-box.js';

const key = deriveKey('a-session-secret-of-at-least-32-characters', 'mail-outbox');

describe('sealed box', () => {
  it('opens what it sealed, with the same key and context', () => {
    const text = 'https://cars.example/forgotpassword?email=a%40b.sa&token=abc — مرحباً';
    expect(open(seal(text, key, 'row-1'), key, 'row-1')).toBe(text);
  });

  it('never shows the plaintext and seals the same text differently each time', () => {
    const first = seal('token=secret-token-value', key, 'row-1');
    expect(first).not.toContain('secret-token-value');
    expect(Buffer.from(first.split('.')[1]!, 'base64url').toString()).not.toContain('secret');
    expect(seal('token=secret-token-value', key, 'row-1')).not.toBe(first);
  });

  it('refuses another context, another key, another purpose and any change to the sealed text', () => {
    const sealed = seal('payload', key, 'row-1');
    expect(() => open(sealed, key, 'row-2')).toThrow();
    expect(() => open(sealed, deriveKey('another-session-secret-of-32-characters!', 'mail-outbox'), 'row-1')).toThrow();
    expect(() => open(sealed, deriveKey('a-session-secret-of-at-least-32-characters', 'other-purpose'), 'row-1')).toThrow();
    const [iv, ciphertext, tag] = sealed.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => open([iv, flipped.toString('base64url'), tag].join('.'), key, 'row-1')).toThrow();
    expect(() => open('not-sealed', key, 'row-1')).toThrow('Not a sealed value');
  });
});
