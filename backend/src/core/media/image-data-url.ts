import { IMAGE_MAX_BYTES } from '@dealer/contracts';
import { ApiError } from '../http/api-error.js';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export const IMAGE_EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The type the bytes really are, whatever the data URL claims. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export const NOT_AN_IMAGE = {
  en: 'The file is not a PNG, JPEG or WebP image',
  ar: 'الملف ليس صورة بصيغة PNG أو JPEG أو WebP',
};
const BROKEN = {
  en: 'The image could not be read: send it as a data URL (data:image/...;base64,...)',
  ar: 'تعذّرت قراءة الصورة: أرسلها بصيغة data URL ‏(data:image/...;base64,...)',
};
const TOO_LARGE = {
  en: `The image is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB: please choose a smaller one`,
  ar: `حجم الصورة أكبر من ${IMAGE_MAX_BYTES / 1024 / 1024} ميغابايت: يرجى اختيار صورة أصغر`,
};

/**
 * Decodes an uploaded image (the spec sends data URLs), refusing what is broken (400), too large
 * (413) or not really a PNG, JPEG or WebP judged by its bytes (400).
 */
export function decodeImageDataUrl(dataUrl: string): { bytes: Buffer; contentType: ImageType } {
  const match = /^data:([\w/+.-]*)(;[\w=-]+)*;base64,([A-Za-z0-9+/\s]*={0,2})$/.exec(dataUrl);
  if (!match) throw new ApiError(400, BROKEN);
  const base64 = match[3]!.replace(/\s/g, '');
  // Size is judged before decoding so a huge upload costs no memory.
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > IMAGE_MAX_BYTES) throw new ApiError(413, TOO_LARGE);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new ApiError(400, BROKEN);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new ApiError(400, NOT_AN_IMAGE);
  return { bytes, contentType };
}
