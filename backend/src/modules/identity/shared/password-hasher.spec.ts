import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('makes argon2id hashes that verify only the right password', async () => {
    const hashed = await hasher.hash('correct horse');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(hashed).not.toContain('correct horse');
    await expect(hasher.verify(hashed, 'correct horse')).resolves.toBe(true);
    await expect(hasher.verify(hashed, 'wrong horse')).resolves.toBe(false);
  });

  it('answers false, not an error, when there is no account or the hash is damaged', async () => {
    await expect(hasher.verify(undefined, 'anything')).resolves.toBe(false);
    await expect(hasher.verify('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
