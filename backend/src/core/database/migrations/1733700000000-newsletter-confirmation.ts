import { sqlMigration } from './sql-migration.js';

/**
 * Double opt-in for the newsletter: a sign-up in the footer only asks; the address joins the list when
 * its owner opens the mailed link, so nobody can put someone else's address on it. A link's token is
 * kept as its keyed hash, expires, and is spent with every other link of its subscription when one is
 * used. Addresses that signed up before this were mailed an unsubscribe link with their welcome and
 * keep their place: their consent time stands as their confirmation.
 */
export const NewsletterConfirmation1733700000000 = sqlMigration('NewsletterConfirmation1733700000000', {
  up: [
    'ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at timestamptz',
    'UPDATE newsletter_subscriptions SET confirmed_at = consent_at',
    // The sweep of sign-ups nobody confirmed reads only these.
    'CREATE INDEX newsletter_subscriptions_pending_idx ON newsletter_subscriptions (created_at) WHERE confirmed_at IS NULL',
    `
      CREATE TABLE newsletter_confirm_tokens (
        token_hash text PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`,
    'CREATE INDEX newsletter_confirm_tokens_subscription_idx ON newsletter_confirm_tokens (subscription_id)',
  ],
  down: [
    'DROP TABLE newsletter_confirm_tokens',
    'DROP INDEX newsletter_subscriptions_pending_idx',
    'ALTER TABLE newsletter_subscriptions DROP COLUMN confirmed_at',
  ],
});
