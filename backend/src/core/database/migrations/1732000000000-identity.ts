import { sqlMigration } from './sql-migration.js';

export const Identity1732000000000 = sqlMigration('Identity1732000000000', {
  up: [
    `
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
      )`,
    // E-mails are stored normalised (trimmed, lower case); the index makes the rule hold under races.
    `CREATE UNIQUE INDEX customers_email_key ON customers (email)`,
    `
      CREATE TABLE customer_tokens (
        token_hash text PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX customer_tokens_customer ON customer_tokens (customer_id, purpose)`,
    `
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`,
    `CREATE INDEX sessions_customer ON sessions (customer_id)`,
  ],
  down: [
    'DROP TABLE sessions',
    'DROP TABLE customer_tokens',
    'DROP TABLE customers',
  ],
});
