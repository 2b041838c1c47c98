import { Identity1732000000000 } from './1732000000000-identity.js';
import { Catalog1732100000000 } from './1732100000000-catalog.js';

/** In order of application. */
export const MIGRATIONS = [Identity1732000000000, Catalog1732100000000];
