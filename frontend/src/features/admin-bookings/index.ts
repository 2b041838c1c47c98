/** The admin booking tabs, for the admin panel to place. */
export { BookingHistoryTab } from './components/booking-history-tab';
export { ReservedSlotsTab } from './components/reserved-slots-tab';
