import type { Widen } from './widen';

/**
 * English texts of the waitlist: joining it from a full time, the offer of a freed place, the
 * account's and the desk's lists. They load with those parts (see lib/i18n.ts); `waitlist.ar.ts` is
 * typed against this object.
 */
export const waitlistEn = {
  waitlist: {
    panelHeading: 'Is the time you want full?',
    panelIntro: 'Join the waitlist for this day: when a place that fits frees up between these times, we hold it for you and e-mail you a link to confirm it.',
    from: 'From',
    to: 'To',
    chooseTime: 'Choose a time',
    join: 'Join the waitlist',
    joining: 'Joining…',
    fillFirst: 'Please choose your vehicle, preference, services, branch and day first.',
    loginToJoin: 'Please log in to join the waitlist.',
    tabEmpty: 'You are not on any waitlist.',
    status: {
      waiting: 'Waiting',
      offered: 'Place held for you',
      booked: 'Booked',
      left: 'Left',
      lapsed: 'Offer expired',
    },
    windowOne: 'At {{time}}',
    window: 'Between {{from}} and {{to}}',
    position: 'Place in line: {{position}}',
    held: 'Held for you at {{time}} until {{until}} (Riyadh time). Confirm from the link in your e-mail.',
    openBooking: 'Open the booking',
    leave: 'Leave',
    leaveRow: 'Leave the waitlist of {{branch}} on {{date}}',
    confirmLeave: 'Leave the waitlist of {{branch}} on {{date}}?',
    keep: 'Stay in line',
    offerTitle: 'Your waitlist offer',
    offerIntro: 'A place has freed up and is held for you until {{until}} (Riyadh time).',
    offerClosed: 'This offer is no longer open: it was confirmed, it expired or you left the waitlist.',
    confirm: 'Confirm this booking',
    confirming: 'Confirming…',
    confirmed: 'Your booking is confirmed. You will find it in My Account.',
    toAccount: 'Go to My Account',
    branch: 'Branch',
    date: 'Date',
    time: 'Time (Riyadh)',
    until: 'Held until (Riyadh)',
    dayHeading: 'Waitlist',
    dayEmpty: 'Nobody is waiting for this day.',
    customer: 'Customer',
    phone: 'Phone',
    services: 'Services',
  },
} as const;

export type WaitlistMessages = Widen<typeof waitlistEn>;
