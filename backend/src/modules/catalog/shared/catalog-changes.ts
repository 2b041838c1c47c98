import { EventEmitter } from 'node:events';

/**
 * Tells this process's readers that reference data changed, so a snapshot is not served after the
 * admin's own write. Other API processes see the change when their short-lived snapshot expires.
 */
export const catalogChanges = new EventEmitter();

export function announceCatalogChange(): void {
  catalogChanges.emit('changed');
}
