import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';

/**
 * Calendar dates stay 'YYYY-MM-DD' text: pg would make them Date objects at local midnight, which
 * shifts them by the machine's time zone. Riyadh dates are the product's dates, whatever the server's zone.
 */
type TypeId = Parameters<typeof pg.types.setTypeParser>[0];
const DATE_ARRAY_OID = 1182 as TypeId; // array types are not among pg's named builtins
const TEXT_ARRAY_OID = 1009 as TypeId;
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
pg.types.setTypeParser(DATE_ARRAY_OID, pg.types.getTypeParser(TEXT_ARRAY_OID));

/**
 * `entities`: what the caller maps. The Nest processes leave it empty and load the ones each module
 * registers (see DatabaseModule); the command-line tools pass their list (see cli/cli-data-source.ts);
 * migrations and raw SQL need none.
 */
export function dataSourceOptions(databaseUrl: string, entities: NonNullable<DataSourceOptions['entities']> = []): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Pipelined connections send a statement as soon as it is given, not after the answer to the one
    // before: an append sends COMMIT right behind its insert (see prepared-query.ts). Code that awaits
    // each statement, as everything else does, sees no difference.
    extra: { max: 20, pipeline: true },
  };
}

/** Applies pending migrations. An advisory lock lets several processes start at once safely. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  try {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock(727001)');
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock(727001)');
      await runner.release();
    }
  } finally {
    await dataSource.destroy();
  }
}
