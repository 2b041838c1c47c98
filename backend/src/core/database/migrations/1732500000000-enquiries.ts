import { sqlMigration } from './sql-migration.js';

/** Enquiries from visitors: newsletter sign-ups, kept with the moment consent was given (PDPL). */
export const Enquiries1732500000000 = sqlMigration('Enquiries1732500000000', {
  up: [
    `
      CREATE TABLE newsletter_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ar')),
        consent_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now())`,
    // One row per address: signing up again only renews the consent time.
    `CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email))`,
  ],
  down: [
    `DROP TABLE newsletter_subscriptions`,
  ],
});
