import type { Widen } from './widen';

/**
 * English texts of booking on the public pages: the home booking form. They load with the pages that
 * book (see lib/i18n.ts); the waitlist's are in `waitlist.en.ts`, the price packages' in `packages.en.ts`, the
 * account's and the desk's booking texts in `signed-in.en.ts`. `booking.ar.ts` is typed against this object.
 */
export const bookingEn = {
  booking: {
    heading: 'Book your appointment',
    intro: 'Choose your vehicle, the services you need, a branch and a free time. Fields marked * are required.',
    fields: {
      vehicleType: 'Vehicle Make',
      model: 'Year Model',
      transmission: 'Transmission',
      branchName: 'Branch',
      serviceDetails: 'Services',
      waitingStatus: 'Preference',
      bookingDate: 'Date',
      bookingTime: 'Time Slot',
    },
    placeholders: {
      vehicleType: 'All Makes',
      model: 'Year Model',
      transmission: 'All Models',
      branchName: 'Select Branch',
      waitingStatus: 'Select Preferred',
      bookingTime: 'Select Time',
    },
    waiting: {
      dropOff: 'Dropping Off Vehicle',
      wait: 'Waiting',
    },
    servicesSelected: 'Selected: {{count}}',
    duration: {
      minutes: 'About {{count}} minutes',
      hour: 'About an hour',
      twoHours: 'About 2 hours',
      hours: 'About {{count}} hours',
      manyHours: 'About {{count}} hours',
    },
    hijri: 'Hijri: {{date}}',
    slots: {
      chooseFirst: 'Choose a branch and a date first',
      chooseDate: 'Choose a date first',
      loading: 'Loading free times…',
      none: 'No free times on this day',
      noneHint: 'There are no free times at this branch on this day. Please choose another date.',
      available: 'Free times: {{count}}',
      taken: 'The time you chose has just been taken. Please choose another.',
      jobChanged: 'The time you chose has no room for the services now chosen. Please choose another.',
      failed: 'The free times could not be loaded.',
      left: '{{count}} left',
      full: 'Full',
    },
    calendar: {
      chooseBranch: 'Choose a branch first to see its free days.',
      loading: 'Loading the free days…',
      failed: 'The free days could not be loaded. Please try again.',
      previous: 'Previous month',
      next: 'Next month',
      chosen: 'Chosen: {{date}}',
      noneChosen: 'No day chosen yet',
      keys: 'Arrow keys move between days, Page Up and Page Down between months; Enter chooses.',
      today: 'today',
      freeTimes: '{{count}} free times',
      hours: {
        regular: 'Open {{hours}}',
        ramadan: 'Ramadan hours {{hours}}',
        special: 'Special hours {{hours}}',
      },
      legend: {
        ramadan: 'Ramadan hours',
        special: 'Special hours (holiday)',
      },
      reasons: {
        closed: 'Closed: the branch does not work this day',
        past: 'Past: no times left to book',
        beyondHorizon: 'Not open for booking yet',
        full: 'Full: every time is booked',
      },
    },
    missing: 'Still needed: {{fields}}',
    offer: 'Package: {{offer}}',
    removeOffer: 'Remove package',
    submit: 'BOOK NOW',
    submitting: 'Booking…',
    sendingSaved: 'Sending the booking you filled in before logging in…',
  },
} as const;

/** The shape the Arabic booking texts must fill. */
export type BookingMessages = Widen<typeof bookingEn>;
