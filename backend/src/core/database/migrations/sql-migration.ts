import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The statements a migration runs, in order, each way. */
export interface MigrationSql {
  up: readonly string[];
  down: readonly string[];
}

/**
 * A migration that only runs SQL statements. TypeORM instantiates the class and records its `name`
 * (ending in the timestamp) in the migrations table; the class carries that name too, as a hand-written
 * class would, so lists of migrations can be ordered by it.
 */
export function sqlMigration(migrationName: string, sql: MigrationSql): new () => MigrationInterface {
  const migration = class implements MigrationInterface {
    name = migrationName;

    async up(db: QueryRunner): Promise<void> {
      for (const statement of sql.up) await db.query(statement);
    }

    async down(db: QueryRunner): Promise<void> {
      for (const statement of sql.down) await db.query(statement);
    }
  };
  Object.defineProperty(migration, 'name', { value: migrationName });
  return migration;
}
