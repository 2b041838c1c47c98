import { SECURITY_MESSAGES } from '@dealer/contracts';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { declareMediaReference, saveImage, type PreparedImage } from '../../../core/media/media.store.js';

declareMediaReference('claim_list', 'invoice_image_sha256', 'private');

/** Where a claim's photo is served: through the claim, so only its owner and admins get it. */
export function claimImagePath(claimId: string): string {
  return `/api/warrantyclaims/${claimId}/invoice-image`;
}

/** Whether adding `addedBytes` to what a customer stores already passes their limit. */
export function exceedsStorageLimit(storedBytes: number, addedBytes: number, limitMegabytes: number): boolean {
  return storedBytes + addedBytes > limitMegabytes * 1024 * 1024;
}

/**
 * Stores a claim photo as private media, within the customer's storage limit: the distinct photos of
 * all their claims, so sending the same photo again costs nothing. A per-customer transaction lock
 * makes two submissions at once count each other. Call inside the claim's transaction.
 */
export async function storeClaimImage(manager: EntityManager, customerId: string, image: PreparedImage, limitMegabytes: number): Promise<{ sha256: string }> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('claim-images:' || $1))`, [customerId]);
  const [usage] = (await manager.query(
    `SELECT coalesce(sum(m.size), 0)::bigint AS stored, bool_or(m.sha256 = $2) AS has_it
       FROM media m WHERE m.sha256 IN (SELECT invoice_image_sha256 FROM claim_list WHERE customer_id = $1)`,
    [customerId, image.sha256],
  )) as { stored: string; has_it: boolean | null }[];
  if (!usage?.has_it && exceedsStorageLimit(Number(usage?.stored ?? 0), image.bytes.length, limitMegabytes)) {
    const limit = String(limitMegabytes);
    throw new ApiError(413, { en: SECURITY_MESSAGES.claimStorageFull.en.replace('{limit}', limit), ar: SECURITY_MESSAGES.claimStorageFull.ar.replace('{limit}', limit) });
  }
  const { sha256 } = await saveImage(manager, image, 'private');
  return { sha256 };
}
