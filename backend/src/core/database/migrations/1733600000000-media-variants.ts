import { sqlMigration } from './sql-migration.js';

/**
 * Public images at the widths pages show them (see IMAGE_WIDTHS), made on first demand from the stored
 * original and kept: a phone is sent a few kilobytes where the upload may weigh megabytes. They go with
 * their image when the sweep removes it.
 */
export const MediaVariants1733600000000 = sqlMigration('MediaVariants1733600000000', {
  up: [
    `CREATE TABLE media_variants (
       sha256 text NOT NULL REFERENCES media (sha256) ON DELETE CASCADE,
       width int NOT NULL,
       content_type text NOT NULL,
       bytes bytea NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (sha256, width))`,
  ],
  down: ['DROP TABLE media_variants'],
});
