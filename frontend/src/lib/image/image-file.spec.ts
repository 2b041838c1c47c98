import { describe, expect, it } from '@jest/globals';
import { IMAGE_MAX_BYTES } from '@dealer/contracts';
import { checkImageFile } from './image-file';

describe('image file check', () => {
  it.each([
    ['image/png', 10],
    ['image/jpeg', IMAGE_MAX_BYTES],
    ['image/webp', 1],
  ])('accepts %s of %i bytes', (type, size) => {
    expect(checkImageFile({ type, size })).toBeNull();
  });

  it.each([
    ['image/gif', 10, 'wrongType'],
    ['image/svg+xml', 10, 'wrongType'],
    ['application/pdf', 10, 'wrongType'],
    ['image/png', IMAGE_MAX_BYTES + 1, 'tooLarge'],
  ])('refuses %s of %i bytes as %s', (type, size, problem) => {
    expect(checkImageFile({ type, size })).toBe(problem);
  });
});
