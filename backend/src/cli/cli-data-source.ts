import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../core/database/data-source.js';
import { CATALOG_ENTITIES } from '../modules/catalog/catalog.entities.js';
import { IDENTITY_ENTITIES } from '../modules/identity/identity.entities.js';

/**
 * The command-line tools' connection, mapping every module's entities (each module keeps its own
 * list; the Nest processes register them module by module instead).
 */
export function cliDataSource(databaseUrl: string): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl, [...IDENTITY_ENTITIES, ...CATALOG_ENTITIES]));
}
