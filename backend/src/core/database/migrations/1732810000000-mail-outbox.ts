import { sqlMigration } from './sql-migration.js';

/**
 * Mail caused by plain table writes (accounts, newsletter) waits here, written in the same transaction
 * as its cause, until the worker hands it to the mail queue and deletes it. The mail (recipient, link
 * with its token) is sealed with a key derived from SESSION_SECRET, so neither a copy of the database
 * nor the queue's copy in Redis reveals a working link.
 */
export const MailOutbox1732810000000 = sqlMigration('MailOutbox1732810000000', {
  up: [
    `
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY,
        sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`,
    'CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at, id)',
  ],
  down: [
    'DROP TABLE mail_outbox',
  ],
});
