import { describe, expect, it } from '@jest/globals';
import { IMAGE_MAX_BYTES } from '@dealer/contracts';
import { checkImageFile } from './image-file';

describe('image file check', () => {
  it('accepts PNG, JPEG and WebP up to the limit', () => {
    expect(checkImageFile({ type: 'image/png', size: 10 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('wrongType');
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
