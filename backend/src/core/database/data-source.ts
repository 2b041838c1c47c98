import { DataSource, type DataSourceOptions } from 'typeorm';
import { IDENTITY_ENTITIES } from '../../modules/identity/identity.entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** Every entity the application maps; each module exports its own list. */
export const ENTITIES = [...IDENTITY_ENTITIES];

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
