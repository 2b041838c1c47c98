import { describe, expect, it } from '@jest/globals';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { ApiError } from '../http/api-error.js';
import { IMAGE_MAX_PIXELS, reencodeImage } from './image-reencode.js';

const picture = (format: 'png' | 'jpeg' | 'webp', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).toFormat(format).toBuffer();

async function refusal(run: Promise<unknown>): Promise<{ status: number; en: string }> {
  try {
    await run;
  } catch (error) {
    const apiError = error as ApiError;
    return { status: apiError.getStatus(), en: (apiError.key as { en: string }).en };
  }
  throw new Error('accepted');
}

describe('re-encoding uploads', () => {
  it('keeps the format and the size of a real picture', async () => {
    for (const [format, type] of [['png', 'image/png'], ['jpeg', 'image/jpeg'], ['webp', 'image/webp']] as const) {
      const out = await reencodeImage(await picture(format), type);
      expect(await sharp(out).metadata()).toMatchObject({ format, width: 40, height: 30 });
    }
  });

  it('refuses a PNG signature followed by HTML, and a truncated picture', async () => {
    const png = await picture('png');
    const polyglot = Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(await refusal(reencodeImage(polyglot, 'image/png'))).toEqual({ status: 400, en: 'The image is damaged or incomplete: please choose another file' });
    const jpeg = await picture('jpeg', 400, 300);
    expect((await refusal(reencodeImage(jpeg.subarray(0, jpeg.length >> 1), 'image/jpeg'))).status).toBe(400);
  });

  it('drops a page appended after the picture', async () => {
    const png = Buffer.concat([await picture('png'), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await reencodeImage(png, 'image/png')).includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses bytes of another format than the one judged from the signature', async () => {
    expect((await refusal(reencodeImage(await picture('jpeg'), 'image/png'))).en).toBe('The file is not a PNG, JPEG or WebP image');
  });

  it('refuses a small file that would unpack into too many pixels, before decoding it', async () => {
    // A real PNG whose header claims 8000 x 8000 pixels: the claim alone must be enough to refuse it.
    expect(8000 * 8000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const bomb = Buffer.from(await picture('png'));
    bomb.writeUInt32BE(8000, 16);
    bomb.writeUInt32BE(8000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await refusal(reencodeImage(bomb, 'image/png'))).toEqual({ status: 400, en: 'The image has more than 40 million pixels: please choose a smaller one' });
  });
});
