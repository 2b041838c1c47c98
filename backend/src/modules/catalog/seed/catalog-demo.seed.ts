import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { minuteOfDayFromLabel, type BannerInput, type PackageInput, type PortfolioImageInput } from '@dealer/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { locationHours } from '../locations/location-hours.js';
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
  type DemoPackage,
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

/**
 * The demo data as the seed reads it: every Arabic companion (and a package's description) is optional,
 * so one the data does not carry goes in as the column's default, empty: the site then shows the English.
 */
const PACKAGES: readonly (DemoPackage & Pick<PackageInput, 'serviceNameAr' | 'description' | 'descriptionAr'>)[] = DEMO_PACKAGES;
const GALLERY: readonly (DemoImage & Pick<PortfolioImageInput, 'caption' | 'captionAr'>)[] = DEMO_GALLERY;
const BANNER: DemoImage & { title: string } & Pick<BannerInput, 'bannerTitleAr'> = DEMO_BANNER;

/** Demo catalog for a fresh development database; does nothing once any branch exists. */
export async function seedCatalogDemo(db: DataSource): Promise<boolean> {
  const gallery = await Promise.all(GALLERY.map(loadImage));
  const banner = await loadImage(BANNER);

  return db.transaction(async (tx) => {
    const [{ count }] = (await tx.query('SELECT count(*)::int AS count FROM locations')) as { count: number }[];
    if (count > 0) return false;

    await insertRows(
      tx,
      'services',
      ['service_name', 'service_name_ar', 'service_category', 'service_category_ar', 'duration_minutes'],
      DEMO_SERVICES.map((s) => [s.serviceName, s.serviceNameAr, s.serviceCategory, s.serviceCategoryAr, s.durationMinutes]),
    );
    await insertRows(tx, 'vehicles', ['vehicle_type', 'vehicle_type_ar'], DEMO_VEHICLE_TYPES.map((v) => [v.vehicleType, v.vehicleTypeAr]));
    await insertRows(tx, 'models', ['model_year'], DEMO_MODEL_YEARS.map((y) => [y]));
    await insertRows(
      tx,
      'transmissions',
      ['transmission_name', 'transmission_name_ar'],
      DEMO_TRANSMISSIONS.map((t) => [t.transmissionName, t.transmissionNameAr]),
    );
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
        'branch_name_ar',
        'email',
        'phone_number',
        'address',
        'address_ar',
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
        'weekly_hours',
        'ramadan_hours',
        'special_hours',
      ],
      DEMO_BRANCHES.map((b) => ({ ...b, ...locationHours(b) })).map((b) => [
        b.branchName,
        b.branchNameAr,
        b.email,
        b.phoneNumber,
        b.address,
        b.addressAr,
        b.postCode,
        b.openingSaturday,
        b.tillThursday,
        b.latitude,
        b.longitude,
        b.capacity,
        b.workingDays,
        b.closedDates,
        b.ramadanOpening,
        b.ramadanClosing,
        JSON.stringify(b.weeklyHours),
        JSON.stringify(b.ramadanHours),
        JSON.stringify(b.specialHours ?? []),
      ]),
    );
    await insertRows(tx, 'timings', ['day', 'day_ar', 'day_timing'], DEMO_TIMINGS.map((t) => [t.day, t.dayAr, t.dayTiming]));
    const serviceRows = (await tx.query('SELECT id, service_name FROM services')) as { id: string; service_name: string }[];
    const serviceId = new Map(serviceRows.map((row) => [row.service_name, row.id]));
    await insertRows(
      tx,
      'packages',
      ['service_name', 'service_name_ar', 'description', 'description_ar', 'currency', 'price', 'offer', 'most_popular', 'service_ids'],
      PACKAGES.map((p) => [
        p.serviceName,
        p.serviceNameAr,
        p.description,
        p.descriptionAr,
        p.currency,
        p.price,
        p.offer,
        p.mostPopular,
        p.services.map((name) => serviceId.get(name)!),
      ]),
    );
    const c = DEMO_CONTACT_INFO;
    await insertRows(
      tx,
      'contact_info',
      ['email', 'phone_number', 'address', 'address_ar', 'whatsapp_number', 'b2b_url', 'facebook', 'instagram', 'x', 'youtube', 'linkedin'],
      [[c.email, c.phoneNumber, c.address, c.addressAr, c.whatsappNumber, c.b2bUrl, c.facebook, c.instagram, c.x, c.youtube, c.linkedin]],
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
      ['media_sha256', 'caption', 'caption_ar', 'created_at', 'updated_at'],
      gallery.map((m, i) => {
        const at = new Date(now - i * GALLERY_SPACING_MS);
        return [m.sha256, GALLERY[i]!.caption, GALLERY[i]!.captionAr, at, at];
      }),
    );
    await insertRows(tx, 'banners', ['banner_title', 'banner_title_ar', 'media_sha256'], [[BANNER.title, BANNER.bannerTitleAr, banner.sha256]]);
    return true;
  });
}

/** The demo branch the demo staff account works at. */
export const DEMO_STAFF_BRANCH = 'Riyadh - Al Olaya';

/** The ids of the demo staff's branch, for the identity seed (none when that branch is not there). */
export async function demoStaffBranchIds(db: DataSource): Promise<string[]> {
  const rows = (await db.query('SELECT id FROM locations WHERE branch_name = $1', [DEMO_STAFF_BRANCH])) as { id: string }[];
  return rows.map((row) => row.id);
}
