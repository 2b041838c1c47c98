import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Enquiries from visitors: newsletter sign-ups, kept with the moment consent was given (PDPL). */
export class Enquiries1732500000000 implements MigrationInterface {
  name = 'Enquiries1732500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE newsletter_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ar')),
        consent_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now())`);
    // One row per address: signing up again only renews the consent time.
    await db.query(`CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE newsletter_subscriptions`);
  }
}
