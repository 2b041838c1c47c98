import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1732000000000 implements MigrationInterface {
  name = 'Identity1732000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        phone_number text NOT NULL,
        password_hash text NOT NULL,
        type text NOT NULL DEFAULT 'customer' CHECK (type IN ('admin', 'customer')),
        verified boolean NOT NULL DEFAULT false,
        lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ar')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // E-mails are stored normalised (trimmed, lower case); the index makes the rule hold under races.
    await db.query(`CREATE UNIQUE INDEX customers_email_key ON customers (email)`);
    await db.query(`
      CREATE TABLE customer_tokens (
        token_hash text PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX customer_tokens_customer ON customer_tokens (customer_id, purpose)`);
    await db.query(`
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX sessions_customer ON sessions (customer_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sessions');
    await db.query('DROP TABLE customer_tokens');
    await db.query('DROP TABLE customers');
  }
}
