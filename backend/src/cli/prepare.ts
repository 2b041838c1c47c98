import type { AppConfig } from '../core/config/app-config.js';
import { runMigrations } from '../core/database/data-source.js';
import { ensureDatabase } from '../core/database/ensure-database.js';
import { demoStaffBranchIds, seedCatalogDemo } from '../modules/catalog/seed/catalog-demo.seed.js';
import { ensureAdmin } from '../modules/identity/seed/ensure-admin.js';
import { seedIdentityDemo } from '../modules/identity/seed/identity-demo.seed.js';
import { cliDataSource } from './cli-data-source.js';

/**
 * Brings the database to where the processes expect it: created, migrated, demo data on an empty
 * database (outside production), and the configured admin present.
 */
export async function prepareDatabase(config: AppConfig, log: (message: string) => void = console.log): Promise<void> {
  await ensureDatabase(config.DATABASE_URL);
  const applied = await runMigrations(config.DATABASE_URL);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  const db = cliDataSource(config.DATABASE_URL);
  await db.initialize();
  try {
    if (config.SEED_DEMO && !config.isProduction) {
      // Branches first: the demo staff account works at one.
      if (await seedCatalogDemo(db)) log('Seeded demo branches, services, packages, gallery and banner');
      if (await seedIdentityDemo(db, await demoStaffBranchIds(db))) {
        log('Seeded demo accounts: admin@demo.sa / Admin@12345, staff@demo.sa / Staff@12345, customer@demo.sa / Customer@12345');
      }
    }
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      log(`Admin ${config.ADMIN_EMAIL} ${await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)}`);
    }
  } finally {
    await db.destroy();
  }
}
