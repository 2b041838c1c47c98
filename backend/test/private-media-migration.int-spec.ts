import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../src/core/database/data-source.js';
import { dropDatabase, ensureDatabase } from '../src/core/database/ensure-database.js';
import { MIGRATIONS } from '../src/core/database/migrations/index.js';
import { PrivateMedia1732800000000 } from '../src/core/database/migrations/1732800000000-private-media.js';

const url = `postgres://postgres@127.0.0.1:5432/dealer_it_${randomBytes(5).toString('hex')}`;
let db: pg.Client;

/** A claim as the claim list held it before: its photo at the public /api/media address. */
async function oldClaim(sha256: string | null): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO claim_list (id, reference, customer_id, email, company_name, street, city_state_zip, phone_number, home_owner_name,
       home_owner_street, home_owner_city_state_zip, home_owner_phone_number, sales_order_or_invoice_number, original_unit_install_date,
       failed_date, manufacturer, unit_model_number, unit_serial_number, unit_part_number, vehicle_name, vehicle_model, failure_reason,
       new_part_number, new_part_name, new_serial_number, new_part_invoice_number, message, invoice_image_sha256, invoice_image_path,
       status, submitted_at, updated_at)
     VALUES ($1, $2, $3, 'a@example.com', 'c', 's', 'z', 'p', '', '', '', '', 'INV', '2026-01-01', '2026-02-01', '', '', '', '', 'Toyota', '2022',
       'r', '', '', '', '', 'm', $4::text, CASE WHEN $4::text IS NULL THEN NULL ELSE '/api/media/' || $4::text || '.png' END, 'submitted', now(), now())`,
    [id, `WC-2026-${id.slice(0, 6)}`, randomUUID(), sha256],
  );
  return id;
}

async function media(sha256: string): Promise<void> {
  await db.query(`INSERT INTO media (sha256, content_type, size, bytes) VALUES ($1, 'image/png', 3, '\\x010203')`, [sha256]);
}

const timestamp = (migration: { name: string }) => Number(/\d+$/.exec(migration.name)![0]);

beforeAll(async () => {
  await ensureDatabase(url);
  // The schema as it was just before claim photos became private.
  const before = new DataSource({ ...dataSourceOptions(url), migrations: MIGRATIONS.filter((m) => timestamp(m) < timestamp(PrivateMedia1732800000000)) });
  await before.initialize();
  await before.runMigrations({ transaction: 'each' });
  await before.destroy();
  db = new pg.Client({ connectionString: url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await dropDatabase(url);
});

describe('making existing claim photos private', () => {
  it('keeps every row, hides claim photos from /api/media and points claims at their own address', async () => {
    const [photo, shared, gallery] = ['a', 'b', 'c'].map((c) => c.repeat(64)) as [string, string, string];
    for (const sha of [photo, shared, gallery]) await media(sha);
    await db.query('INSERT INTO portfolio_images (media_sha256) VALUES ($1), ($2)', [shared, gallery]);
    const withPhoto = await oldClaim(photo);
    const withSharedPhoto = await oldClaim(shared);
    const withoutPhoto = await oldClaim(null);

    await runMigrations(url);

    const rows = await db.query<{ sha256: string; public: boolean }>('SELECT sha256, public FROM media ORDER BY sha256');
    expect(rows.rows).toEqual([
      { sha256: photo, public: false },
      // The same bytes are a gallery image too: on the site already, they stay public.
      { sha256: shared, public: true },
      { sha256: gallery, public: true },
    ]);
    const claims = await db.query<{ id: string; invoice_image_path: string | null }>('SELECT id, invoice_image_path FROM claim_list');
    expect(Object.fromEntries(claims.rows.map((r) => [r.id, r.invoice_image_path]))).toEqual({
      [withPhoto]: `/api/warrantyclaims/${withPhoto}/invoice-image`,
      [withSharedPhoto]: `/api/warrantyclaims/${withSharedPhoto}/invoice-image`,
      [withoutPhoto]: null,
    });
  });
});
