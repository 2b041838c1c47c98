/** The admin panel's tabs, in the spec's order. Register Users is the default. */
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
  'passwordChange',
  'logout',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
