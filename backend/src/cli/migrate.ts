import 'reflect-metadata';
import { configOrExit } from '../core/config/boot.js';
import { prepareDatabase } from './prepare.js';

/** One-shot: migrate, seed and ensure the admin (the `migrate` service of docker-compose). */
prepareDatabase(configOrExit()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Database preparation failed:', error);
    process.exit(1);
  },
);
