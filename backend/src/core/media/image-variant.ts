import type { ImageWidth } from '@dealer/contracts';
import sharp from 'sharp';

/** What a page gets for `?w=`: WebP, which every browser the site supports draws. */
export const VARIANT_TYPE = 'image/webp';

/**
 * A stored image scaled to a width of the ladder, never enlarged: a picture narrower than asked stays
 * its size, only re-encoded. Quality 75 is WebP's usual choice for pictures in a page; the stored
 * original is left as it is. Its bytes were decoded and re-encoded on upload, so they are a sane image.
 */
export async function scaleImage(bytes: Buffer, width: ImageWidth): Promise<Buffer> {
  return sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
}
