import { sqlMigration } from './sql-migration.js';

/**
 * Withdrawing newsletter consent by the mailed link (PDPL). Every sign-up mails a link of its own; only
 * the keyed hashes of their tokens are kept, and they go with the subscription they can remove.
 */
export const NewsletterUnsubscribe1732700000000 = sqlMigration('NewsletterUnsubscribe1732700000000', {
  up: [
    `
      CREATE TABLE newsletter_unsubscribe_tokens (
        token_hash text PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now())`,
    'CREATE INDEX newsletter_unsubscribe_tokens_subscription_idx ON newsletter_unsubscribe_tokens (subscription_id)',
  ],
  down: [
    'DROP TABLE newsletter_unsubscribe_tokens',
  ],
});
