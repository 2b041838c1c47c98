import type { DataSource } from 'typeorm';
import { normalizeEmail } from '../../../core/http/input.decorators.js';
import { PasswordHasher } from '../shared/password-hasher.js';

/**
 * Makes sure an admin with this e-mail and password exists and is verified. Used at boot with
 * ADMIN_EMAIL / ADMIN_PASSWORD and by `npm run admin:create`; never reachable over HTTP.
 */
export async function ensureAdmin(db: DataSource, email: string, password: string): Promise<'created' | 'updated'> {
  const passwordHash = await new PasswordHasher().hash(password);
  const rows = (await db.query(
    `INSERT INTO customers (email, first_name, last_name, phone_number, password_hash, type, verified, lang)
     VALUES ($1, 'Admin', 'Administrator', '+966500000000', $2, 'admin', true, 'en')
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, type = 'admin', verified = true, updated_at = now()
     RETURNING (xmax = 0) AS inserted`,
    [normalizeEmail(email), passwordHash],
  )) as { inserted: boolean }[];
  return rows[0]!.inserted ? 'created' : 'updated';
}
