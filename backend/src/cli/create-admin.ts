import 'reflect-metadata';
import { configOrExit } from '../core/config/boot.js';
import { ensureAdmin } from '../modules/identity/seed/ensure-admin.js';
import { cliDataSource } from './cli-data-source.js';

/** `npm run admin:create -- email password`: creates or promotes an admin (after migrations). */
async function main(): Promise<void> {
  const [email, password] = process.argv.slice(2);
  if (!email || !password || password.length < 8) {
    console.error('Usage: npm run admin:create -- <email> <password of at least 8 characters>');
    process.exit(64);
  }
  const db = cliDataSource(configOrExit().DATABASE_URL);
  await db.initialize();
  try {
    console.log(`Admin ${email} ${await ensureAdmin(db, email, password)}`);
  } finally {
    await db.destroy();
  }
}

void main();
