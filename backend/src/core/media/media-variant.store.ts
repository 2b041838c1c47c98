import type { ImageWidth } from '@dealer/contracts';
import type { EntityManager } from 'typeorm';
import { scaleImage, VARIANT_TYPE } from './image-variant.js';

export interface ImageVariant {
  contentType: string;
  bytes: Buffer;
}

/** Scalings under way in this process, so a page's first visitors do not each scale the same picture. */
const inFlight = new Map<string, Promise<ImageVariant | null>>();

/**
 * A public image at a width of the ladder: stored once made (`media_variants`, removed with its image),
 * made from the original on first demand. Two processes asking at once both scale it and the second
 * insert does nothing: the bytes are the same. Null when no public image has this hash.
 */
export function loadImageVariant(db: EntityManager, sha256: string, width: ImageWidth): Promise<ImageVariant | null> {
  const key = `${sha256}:${width}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = findOrMake(db, sha256, width).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function findOrMake(db: EntityManager, sha256: string, width: ImageWidth): Promise<ImageVariant | null> {
  // The original's row is read in the same statement: a variant is only served while its public image is.
  const rows = (await db.query(
    `SELECT v.content_type AS "variantType", v.bytes AS "variant", CASE WHEN v.bytes IS NULL THEN m.bytes END AS "original"
       FROM media m LEFT JOIN media_variants v ON v.sha256 = m.sha256 AND v.width = $2
      WHERE m.sha256 = $1 AND m.public`,
    [sha256, width],
  )) as { variantType: string | null; variant: Buffer | null; original: Buffer | null }[];
  const row = rows[0];
  if (!row) return null;
  if (row.variant && row.variantType) return { contentType: row.variantType, bytes: row.variant };
  const bytes = await scaleImage(row.original!, width);
  await db.query(
    `INSERT INTO media_variants (sha256, width, content_type, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT (sha256, width) DO NOTHING`,
    [sha256, width, VARIANT_TYPE, bytes],
  );
  return { contentType: VARIANT_TYPE, bytes };
}
