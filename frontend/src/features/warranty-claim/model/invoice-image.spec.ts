import { describe, expect, it } from '@jest/globals';
import { IMAGE_MAX_BYTES } from '@dealer/contracts';
import { checkInvoiceImage } from './invoice-image';

describe('checkInvoiceImage', () => {
  it('accepts PNG, JPEG and WebP up to the limit', () => {
    expect(checkInvoiceImage({ type: 'image/png', size: 10 })).toBeNull();
    expect(checkInvoiceImage({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(checkInvoiceImage({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkInvoiceImage({ type: 'application/pdf', size: 10 })).toBe('wrongType');
    expect(checkInvoiceImage({ type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(checkInvoiceImage({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
