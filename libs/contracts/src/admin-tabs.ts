/** The admin panel's tabs, in the spec's order, with the Day Board and the Mail Queue after Reserved Slots. Register Users is the default. */
export const ADMIN_TABS = [
  'registerUsers',
  'bookingHistory',
  'warrantyClaimHistory',
  'modalBanner',
  'services',
  'portfolioImages',
  'contactDetails',
  'timings',
  'newsletterSubs',
  'pricePackage',
  'location',
  'modelYear',
  'vehicleType',
  'transmission',
  'timeSlots',
  'reservedSlots',
  'dayBoard',
  'mailQueue',
  'passwordChange',
  'logout',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * What branch staff see of the admin panel, in the same order as ADMIN_TABS: their branches' bookings
 * and reservations, and their own password. Every other section's routes answer them 403.
 */
export const STAFF_TABS = ['bookingHistory', 'reservedSlots', 'dayBoard', 'passwordChange', 'logout'] as const satisfies readonly AdminTab[];
