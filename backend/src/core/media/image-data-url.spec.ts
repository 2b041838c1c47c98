import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../http/api-error.js';
import { decodeImageDataUrl, sniffImageType } from './image-data-url.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

function refusal(dataUrl: string): { status: number; en: string } {
  try {
    decodeImageDataUrl(dataUrl);
  } catch (error) {
    const apiError = error as ApiError;
    return { status: apiError.getStatus(), en: (apiError.key as { en: string }).en };
  }
  throw new Error('accepted');
}

describe('image data URLs', () => {
  it('knows PNG, JPEG and WebP by their bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('decodes and trusts the bytes over the declared type', () => {
    const decoded = decodeImageDataUrl(`data:image/png;base64,${JPEG.toString('base64')}`);
    expect(decoded.contentType).toBe('image/jpeg');
    expect(decoded.bytes.equals(JPEG)).toBe(true);
  });

  it('refuses text dressed as an image', () => {
    expect(refusal(`data:image/png;base64,${Buffer.from('hello, I am text').toString('base64')}`)).toEqual({ status: 400, en: 'The file is not a PNG, JPEG or WebP image' });
  });

  it('refuses broken data URLs', () => {
    expect(refusal('not a data url').status).toBe(400);
    expect(refusal('data:image/png;base64,@@@').status).toBe(400);
    expect(refusal('data:image/png;base64,').status).toBe(400);
  });

  it('refuses images over 5 MB with 413 before decoding', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(refusal(`data:image/png;base64,${big.toString('base64')}`)).toMatchObject({ status: 413 });
  });
});
