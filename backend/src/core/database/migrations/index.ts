import { Identity1732000000000 } from './1732000000000-identity.js';

/** In order of application. */
export const MIGRATIONS = [Identity1732000000000];
