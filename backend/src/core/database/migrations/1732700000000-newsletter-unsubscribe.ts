import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Withdrawing newsletter consent by the mailed link (PDPL). Every sign-up mails a link of its own; only
 * the keyed hashes of their tokens are kept, and they go with the subscription they can remove.
 */
export class NewsletterUnsubscribe1732700000000 implements MigrationInterface {
  name = 'NewsletterUnsubscribe1732700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE newsletter_unsubscribe_tokens (
        token_hash text PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now())`);
    await db.query('CREATE INDEX newsletter_unsubscribe_tokens_subscription_idx ON newsletter_unsubscribe_tokens (subscription_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE newsletter_unsubscribe_tokens');
  }
}
