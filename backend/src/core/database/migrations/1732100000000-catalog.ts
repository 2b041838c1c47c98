import { sqlMigration } from './sql-migration.js';

const stamps = `created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()`;

/** Reference data and content: plain tables, edited by admins, read by the site and the booking engine. */
export const Catalog1732100000000 = sqlMigration('Catalog1732100000000', {
  up: [
    `CREATE TABLE services (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), service_name text NOT NULL, service_category text NOT NULL, ${stamps})`,
    `CREATE UNIQUE INDEX services_name_key ON services (lower(service_name), lower(service_category))`,
    `CREATE TABLE vehicles (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), vehicle_type text NOT NULL, ${stamps})`,
    `CREATE UNIQUE INDEX vehicles_type_key ON vehicles (lower(vehicle_type))`,
    `CREATE TABLE models (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), model_year text NOT NULL UNIQUE, ${stamps})`,
    `CREATE TABLE transmissions (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), transmission_name text NOT NULL, ${stamps})`,
    `CREATE UNIQUE INDEX transmissions_name_key ON transmissions (lower(transmission_name))`,
    `
      CREATE TABLE time_slots (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        time_slot text NOT NULL,
        slot_index int NOT NULL,
        minute_of_day int NOT NULL UNIQUE CHECK (minute_of_day BETWEEN 0 AND 1439),
        ${stamps})`,
    `
      CREATE TABLE locations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        branch_name text NOT NULL,
        email text NOT NULL,
        phone_number text NOT NULL,
        address text NOT NULL,
        post_code text NOT NULL,
        opening_saturday text NOT NULL,
        till_thursday text NOT NULL,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        capacity int NOT NULL DEFAULT 1 CHECK (capacity >= 1),
        working_days text[] NOT NULL DEFAULT '{saturday,sunday,monday,tuesday,wednesday,thursday}',
        closed_dates date[] NOT NULL DEFAULT '{}',
        ramadan_opening text,
        ramadan_closing text,
        ${stamps})`,
    `CREATE UNIQUE INDEX locations_branch_name_key ON locations (lower(branch_name))`,
    `CREATE TABLE timings (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), day text NOT NULL, day_timing text NOT NULL, ${stamps})`,
    `CREATE UNIQUE INDEX timings_day_key ON timings (lower(day))`,
    `
      CREATE TABLE packages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_name text NOT NULL,
        currency text NOT NULL CHECK (currency IN ('SR', '$')),
        price numeric(12, 2) NOT NULL CHECK (price >= 0),
        offer text NOT NULL,
        most_popular boolean NOT NULL DEFAULT false,
        ${stamps})`,
    `
      CREATE TABLE contact_info (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        phone_number text NOT NULL,
        address text NOT NULL,
        whatsapp_number text NOT NULL DEFAULT '',
        b2b_url text NOT NULL DEFAULT '',
        facebook text NOT NULL DEFAULT '',
        instagram text NOT NULL DEFAULT '',
        x text NOT NULL DEFAULT '',
        youtube text NOT NULL DEFAULT '',
        linkedin text NOT NULL DEFAULT '',
        ${stamps})`,
    // Image bytes are stored once, named by their SHA-256; rows refer to them.
    `
      CREATE TABLE media (
        sha256 text PRIMARY KEY,
        content_type text NOT NULL,
        size int NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE TABLE portfolio_images (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), media_sha256 text NOT NULL REFERENCES media (sha256), ${stamps})`,
    `CREATE INDEX portfolio_images_newest ON portfolio_images (created_at DESC)`,
    `CREATE TABLE banners (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), banner_title text NOT NULL, media_sha256 text NOT NULL REFERENCES media (sha256), ${stamps})`,
    `
      CREATE TABLE contacts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        phone_number text NOT NULL,
        message text NOT NULL,
        ${stamps})`,
  ],
  down: ['contacts', 'banners', 'portfolio_images', 'media', 'contact_info', 'packages', 'timings', 'locations', 'time_slots', 'transmissions', 'models', 'vehicles', 'services'].map((table) => `DROP TABLE ${table}`),
});
