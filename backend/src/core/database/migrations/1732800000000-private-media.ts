import { sqlMigration } from './sql-migration.js';

/**
 * Private media: a customer's claim photos leave the public /api/media address and are served only
 * through their claim, to its owner and to admins. Existing photos become private unless the same
 * bytes are also a public catalog image, and the claim list points at their new address.
 */
export const PrivateMedia1732800000000 = sqlMigration('PrivateMedia1732800000000', {
  up: [
    'ALTER TABLE media ADD COLUMN public boolean NOT NULL DEFAULT true',
    `
      UPDATE media m SET public = false
       WHERE EXISTS (SELECT 1 FROM claim_list c WHERE c.invoice_image_sha256 = m.sha256)
         AND NOT EXISTS (SELECT 1 FROM portfolio_images p WHERE p.media_sha256 = m.sha256)
         AND NOT EXISTS (SELECT 1 FROM banners b WHERE b.media_sha256 = m.sha256)`,
    `UPDATE claim_list SET invoice_image_path = '/api/warrantyclaims/' || id || '/invoice-image' WHERE invoice_image_sha256 IS NOT NULL`,
  ],
  down: [
    `
      UPDATE claim_list c SET invoice_image_path = '/api/media/' || c.invoice_image_sha256 || '.' ||
        (SELECT CASE m.content_type WHEN 'image/png' THEN 'png' WHEN 'image/jpeg' THEN 'jpg' ELSE 'webp' END FROM media m WHERE m.sha256 = c.invoice_image_sha256)
       WHERE c.invoice_image_sha256 IS NOT NULL`,
    'ALTER TABLE media DROP COLUMN public',
  ],
});
