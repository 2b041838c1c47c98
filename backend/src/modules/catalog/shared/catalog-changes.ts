import { EventEmitter } from 'node:events';

/**
 * Tells this process's readers that reference data changed, so a snapshot is not served after a
 * write. 'changed' fires for every change, wherever it was made; 'announced' only for this process's
 * own writes, which CatalogChangesRelay passes on to the other processes.
 */
export const catalogChanges = new EventEmitter();

export function announceCatalogChange(): void {
  catalogChanges.emit('announced');
  catalogChanges.emit('changed');
}
