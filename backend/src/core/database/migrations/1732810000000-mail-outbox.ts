import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail caused by plain table writes (accounts, newsletter) waits here, written in the same transaction
 * as its cause, until the worker hands it to the mail queue and deletes it. The mail (recipient, link
 * with its token) is sealed with a key derived from SESSION_SECRET, so neither a copy of the database
 * nor the queue's copy in Redis reveals a working link.
 */
export class MailOutbox1732810000000 implements MigrationInterface {
  name = 'MailOutbox1732810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY,
        sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`);
    await db.query('CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at, id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE mail_outbox');
  }
}
