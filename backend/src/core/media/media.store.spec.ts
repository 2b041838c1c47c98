import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError } from '../http/api-error.js';
import { mediaUrl, prepareImage } from './media.store.js';

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

describe('preparing an upload for the media store', () => {
  it('names the image by the hash of the re-encoded bytes it will store, not of the upload', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#c08040' } }).png().toBuffer();
    const upload = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const image = await prepareImage(dataUrl(upload, 'image/png'));
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(image.sha256).toBe(createHash('sha256').update(image.bytes).digest('hex'));
    expect(image.sha256).not.toBe(createHash('sha256').update(upload).digest('hex'));
    // The same picture sent twice is one stored image.
    expect((await prepareImage(dataUrl(upload, 'image/png'))).sha256).toBe(image.sha256);
    expect(mediaUrl(image.sha256, image.contentType)).toBe(`/api/media/${image.sha256}.png`);
  });

  it('refuses a picture cut short with 400 (nothing to store)', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#c08040' } }).png().toBuffer();
    const refusal = await prepareImage(dataUrl(png.subarray(0, png.length - 20), 'image/png')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).getStatus()).toBe(400);
  });
});
