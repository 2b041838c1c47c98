import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { decodeImageDataUrl, IMAGE_EXTENSIONS, type ImageType } from './image-data-url.js';
import { reencodeImage } from './image-reencode.js';

export interface StoredImage {
  sha256: string;
  contentType: ImageType;
}

export interface PreparedImage extends StoredImage {
  bytes: Buffer;
}

/**
 * Public images (catalog, gallery, banners) are served to anyone at /api/media; private ones (a
 * customer's claim photos) only through the route of what they belong to, which checks who asks.
 */
export type MediaVisibility = 'public' | 'private';

/**
 * Decodes, checks and re-encodes an upload (see reencodeImage) and names it by the hash of what will
 * be stored. CPU work only, tens to hundreds of milliseconds for a large photo: do it before opening
 * the transaction, so no database connection or lock waits on it and a refused image never opens one.
 */
export async function prepareImage(dataUrl: string): Promise<PreparedImage> {
  const decoded = decodeImageDataUrl(dataUrl);
  const bytes = await reencodeImage(decoded.bytes, decoded.contentType);
  return { bytes, contentType: decoded.contentType, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Stores a prepared image once, named by its SHA-256; the same picture uploaded twice is one row.
 * Storing an image that exists marks it used now, which keeps the sweep below away from it. Bytes
 * uploaded as public are public while a public row holds them: they are on the site anyway, whoever
 * else sends them (the sweep makes them private again when only private rows are left). Takes only
 * prepared bytes (see prepareImage): inside a transaction it is one INSERT, no decoding.
 */
export async function saveImage(manager: EntityManager, image: PreparedImage, visibility: MediaVisibility): Promise<StoredImage> {
  await manager.query(
    `INSERT INTO media (sha256, content_type, size, bytes, public) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (sha256) DO UPDATE SET last_used_at = now(), public = media.public OR EXCLUDED.public`,
    [image.sha256, image.contentType, image.bytes.length, image.bytes, visibility === 'public'],
  );
  return { sha256: image.sha256, contentType: image.contentType };
}

/** Every table column that holds a media hash, with whether its rows show the image to anyone; each module declares its own at load time. */
const references = new Map<string, MediaVisibility>();

/**
 * Declares that `table.column` refers to stored images, so the sweep keeps them, and whether those
 * rows are public (catalog, gallery, banners) or private (a customer's claim). Modules own their
 * tables; the media store only learns their names.
 */
export function declareMediaReference(table: string, column: string, visibility: MediaVisibility): void {
  if (!/^[a-z_]+$/.test(table) || !/^[a-z0-9_]+$/.test(column)) throw new Error(`Not a plain identifier: ${table}.${column}`);
  references.set(`${table}.${column}`, visibility);
}

function referencedFrom(visibility?: MediaVisibility): string[] {
  return [...references]
    .filter(([, declared]) => visibility === undefined || declared === visibility)
    .map(([reference]) => {
      const [table, column] = reference.split('.');
      return `EXISTS (SELECT 1 FROM ${table} r WHERE r.${column} = m.sha256)`;
    });
}

/**
 * Runs when a public row lets go of an image. Removes images no row has used for a day; only old
 * ones: an image dropped by one row may at this moment be stored again for another by a concurrent
 * transaction that has not committed yet, and its URL may still sit in pages and caches for a while.
 * Makes private again an image only private rows still hold: a customer's claim photo whose bytes an
 * admin had also put in the gallery is no longer served to anyone once the gallery photo is gone.
 */
export async function sweepUnusedImages(manager: EntityManager): Promise<void> {
  const unused = referencedFrom().map((held) => `AND NOT ${held}`);
  await manager.query(`DELETE FROM media m WHERE m.last_used_at < now() - interval '1 day' ${unused.join(' ')}`);
  const heldPrivately = referencedFrom('private');
  if (heldPrivately.length === 0) return;
  const notPublicly = referencedFrom('public').map((held) => `AND NOT ${held}`);
  await manager.query(`UPDATE media m SET public = false WHERE m.public AND (${heldPrivately.join(' OR ')}) ${notPublicly.join(' ')}`);
}

/** The address a public image is served at; the content hash in it makes it cacheable forever. */
export function mediaUrl(sha256: string, contentType: string): string {
  return `/api/media/${sha256}.${IMAGE_EXTENSIONS[contentType as ImageType] ?? 'bin'}`;
}
