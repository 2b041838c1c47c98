import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { minuteOfDayFromLabel } from '@dealer/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DEMO_BANNER,
  DEMO_BRANCHES,
  DEMO_CONTACT_INFO,
  DEMO_GALLERY,
  DEMO_MODEL_YEARS,
  DEMO_PACKAGES,
  DEMO_SERVICES,
  DEMO_TIME_SLOT_LABELS,
  DEMO_TIMINGS,
  DEMO_TRANSMISSIONS,
  DEMO_VEHICLE_TYPES,
  type DemoImage,
} from './catalog-demo.data.js';

/** backend/assets/seed/: four levels up from this file both in src/ and in dist/. */
const ASSETS = new URL('../../../../assets/seed/', import.meta.url);
const GALLERY_SPACING_MS = 5 * 60 * 1000;

type Value = string | number | boolean | Date | Buffer | string[] | null | undefined;

/** One multi-row INSERT; an undefined value becomes DEFAULT so the table's own default applies. */
async function insertRows(db: EntityManager, table: string, columns: string[], rows: Value[][], suffix = ''): Promise<void> {
  const params: Value[] = [];
  const tuples = rows.map((row) => {
    const cells = row.map((value) => {
      if (value === undefined) return 'DEFAULT';
      params.push(value);
      return `$${params.length}`;
    });
    return `(${cells.join(', ')})`;
  });
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ${suffix}`, params);
}

interface LoadedImage {
  sha256: string;
  contentType: string;
  bytes: Buffer;
}

async function loadImage(image: DemoImage): Promise<LoadedImage> {
  const bytes = await readFile(new URL(image.file, ASSETS));
  return { sha256: createHash('sha256').update(bytes).digest('hex'), contentType: image.contentType, bytes };
}

/** Demo catalog for a fresh development database; does nothing once any branch exists. */
export async function seedCatalogDemo(db: DataSource): Promise<boolean> {
  const gallery = await Promise.all(DEMO_GALLERY.map(loadImage));
  const banner = await loadImage(DEMO_BANNER);

  return db.transaction(async (tx) => {
    const [{ count }] = (await tx.query('SELECT count(*)::int AS count FROM locations')) as { count: number }[];
    if (count > 0) return false;

    await insertRows(
      tx,
      'services',
      ['service_name', 'service_category'],
      DEMO_SERVICES.map((s) => [s.serviceName, s.serviceCategory]),
    );
    await insertRows(tx, 'vehicles', ['vehicle_type'], DEMO_VEHICLE_TYPES.map((v) => [v]));
    await insertRows(tx, 'models', ['model_year'], DEMO_MODEL_YEARS.map((y) => [y]));
    await insertRows(tx, 'transmissions', ['transmission_name'], DEMO_TRANSMISSIONS.map((t) => [t]));
    await insertRows(
      tx,
      'time_slots',
      ['time_slot', 'slot_index', 'minute_of_day'],
      DEMO_TIME_SLOT_LABELS.map((label, i) => [label, i + 1, minuteOfDayFromLabel(label)]),
    );
    await insertRows(
      tx,
      'locations',
      [
        'branch_name',
        'email',
        'phone_number',
        'address',
        'post_code',
        'opening_saturday',
        'till_thursday',
        'latitude',
        'longitude',
        'capacity',
        'working_days',
        'closed_dates',
        'ramadan_opening',
        'ramadan_closing',
      ],
      DEMO_BRANCHES.map((b) => [
        b.branchName,
        b.email,
        b.phoneNumber,
        b.address,
        b.postCode,
        b.openingSaturday,
        b.tillThursday,
        b.latitude,
        b.longitude,
        b.capacity,
        b.workingDays,
        b.closedDates,
        b.ramadanOpening ?? null,
        b.ramadanClosing ?? null,
      ]),
    );
    await insertRows(tx, 'timings', ['day', 'day_timing'], DEMO_TIMINGS.map((t) => [t.day, t.dayTiming]));
    await insertRows(
      tx,
      'packages',
      ['service_name', 'currency', 'price', 'offer', 'most_popular'],
      DEMO_PACKAGES.map((p) => [p.serviceName, p.currency, p.price, p.offer, p.mostPopular]),
    );
    const c = DEMO_CONTACT_INFO;
    await insertRows(
      tx,
      'contact_info',
      ['email', 'phone_number', 'address', 'whatsapp_number', 'b2b_url', 'facebook', 'instagram', 'x', 'youtube', 'linkedin'],
      [[c.email, c.phoneNumber, c.address, c.whatsappNumber, c.b2bUrl, c.facebook, c.instagram, c.x, c.youtube, c.linkedin]],
    );

    await insertRows(
      tx,
      'media',
      ['sha256', 'content_type', 'size', 'bytes'],
      [...gallery, banner].map((m) => [m.sha256, m.contentType, m.bytes.length, m.bytes]),
      'ON CONFLICT (sha256) DO NOTHING',
    );
    // Spread a few minutes apart so the gallery's newest-first order is the order of DEMO_GALLERY.
    const now = Date.now();
    await insertRows(
      tx,
      'portfolio_images',
      ['media_sha256', 'created_at', 'updated_at'],
      gallery.map((m, i) => {
        const at = new Date(now - i * GALLERY_SPACING_MS);
        return [m.sha256, at, at];
      }),
    );
    await insertRows(tx, 'banners', ['banner_title', 'media_sha256'], [[DEMO_BANNER.title, banner.sha256]]);
    return true;
  });
}
