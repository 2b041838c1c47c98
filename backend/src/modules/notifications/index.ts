// The notifications module's public surface: other modules import from here, never from its folders.
export { NotificationsModule } from './notifications.module.js';
export { NotificationsWorkerModule } from './notifications-worker.module.js';
