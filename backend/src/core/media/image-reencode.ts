import { SECURITY_MESSAGES } from '@dealer/contracts';
import sharp from 'sharp';
import { ApiError } from '../http/api-error.js';
import { NOT_AN_IMAGE, type ImageType } from './image-data-url.js';

/** 40 million pixels: a 48-megapixel phone photo needs resizing, anything a page shows fits easily. */
export const IMAGE_MAX_PIXELS = 40_000_000;

const FORMAT_OF: Record<ImageType, 'png' | 'jpeg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

const tooManyPixels = (): ApiError => {
  const limit = String(IMAGE_MAX_PIXELS / 1_000_000);
  return new ApiError(400, { en: SECURITY_MESSAGES.imageTooManyPixels.en.replace('{limit}', limit), ar: SECURITY_MESSAGES.imageTooManyPixels.ar.replace('{limit}', limit) });
};

/**
 * Decodes an upload completely and encodes it again in its own format. Magic bytes alone let through a
 * PNG signature followed by HTML, a truncated file or a real image with a page appended: the decoder
 * refuses the first two (400), and re-encoding drops whatever trails the image along with its metadata
 * (a phone photo's location among it), after turning the picture upright by its EXIF orientation.
 * Pixels are counted before decoding, so a small file that would unpack to gigabytes costs nothing.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const read = () => sharp(bytes, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS, animated: false });
  let format: string | undefined;
  let pixels: number;
  try {
    // Headers only, no pixels: the limit is checked below, with its own message.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new ApiError(400, SECURITY_MESSAGES.imageUnreadable);
  }
  if (format !== FORMAT_OF[type]) throw new ApiError(400, NOT_AN_IMAGE);
  if (pixels > IMAGE_MAX_PIXELS) throw tooManyPixels();
  try {
    const image = read().rotate();
    if (type === 'image/png') return await image.png().toBuffer();
    if (type === 'image/jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch {
    throw new ApiError(400, SECURITY_MESSAGES.imageUnreadable);
  }
}
