import { bilingualTable } from './i18n.js';

/**
 * Public images at the width a page shows them: `/api/media/<hash>.<ext>?w=640` answers the picture
 * scaled down to 640 pixels wide (never up), as WebP. The widths are a fixed ladder, so each image has
 * at most this many copies, whatever addresses are asked for; a page lists them all in `srcset` and
 * the browser picks by the size it draws and the screen's density.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const MEDIA_MESSAGES = bilingualTable({
  imageWidth: [`An image can be asked for at these widths only: ${IMAGE_WIDTHS.join(', ')} pixels`, `يمكن طلب الصورة بهذه العروض فقط: ${IMAGE_WIDTHS.join('، ')} بكسل`],
});

/** A public image's address as the catalog gives it: `/api/media/<sha256>.<ext>`. */
const PUBLIC_MEDIA = /^\/api\/media\/[a-f0-9]{64}\.(png|jpg|webp)$/;

/** The address of a public image at a width of the ladder; any other address is returned as it is. */
export function imageAtWidth(path: string, width: ImageWidth): string {
  return PUBLIC_MEDIA.test(path) ? `${path}?w=${width}` : path;
}

/** `srcset` of a public image over the whole ladder; undefined for any other address. */
export function imageSrcSet(path: string): string | undefined {
  return PUBLIC_MEDIA.test(path) ? IMAGE_WIDTHS.map((width) => `${path}?w=${width} ${width}w`).join(', ') : undefined;
}
