/** The admin's Mail Queue tab, for the admin panel to place. */
export { MailQueueTab } from './components/mail-queue-tab';
