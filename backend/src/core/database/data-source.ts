import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { CATALOG_ENTITIES } from '../../modules/catalog/catalog.entities.js';
import { IDENTITY_ENTITIES } from '../../modules/identity/identity.entities.js';
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

/** Every entity the application maps; each module exports its own list. */
export const ENTITIES = [...IDENTITY_ENTITIES, ...CATALOG_ENTITIES];

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: 20 },
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
