import { sqlMigration } from './sql-migration.js';

/**
 * A price package names the services it includes, by id, in the admin's order. An array rather than a
 * join table: the list is short, read whole with its package and never queried by service; ids of a
 * service deleted later are dropped when packages are listed. Existing packages start with none.
 */
export const PackageServices1732950000000 = sqlMigration('PackageServices1732950000000', {
  up: ["ALTER TABLE packages ADD COLUMN service_ids uuid[] NOT NULL DEFAULT '{}'"],
  down: ['ALTER TABLE packages DROP COLUMN service_ids'],
});
