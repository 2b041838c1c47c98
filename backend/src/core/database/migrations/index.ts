import { Identity1732000000000 } from './1732000000000-identity.js';
import { Catalog1732100000000 } from './1732100000000-catalog.js';
import { EventStore1732200000000 } from './1732200000000-event-store.js';
import { Booking1732300000000 } from './1732300000000-booking.js';
import { Warranty1732400000000 } from './1732400000000-warranty.js';
import { Enquiries1732500000000 } from './1732500000000-enquiries.js';
import { WaitingLimit1732600000000 } from './1732600000000-waiting-limit.js';
import { NewsletterUnsubscribe1732700000000 } from './1732700000000-newsletter-unsubscribe.js';
import { PrivateMedia1732800000000 } from './1732800000000-private-media.js';
import { MailOutbox1732810000000 } from './1732810000000-mail-outbox.js';
import { ArabicContent1732900000000 } from './1732900000000-arabic-content.js';
import { PackageServices1732950000000 } from './1732950000000-package-services.js';
import { BranchHours1733000000000 } from './1733000000000-branch-hours.js';
import { BookingDuration1733100000000 } from './1733100000000-booking-duration.js';
import { StaffBranches1733200000000 } from './1733200000000-staff-branches.js';
import { Waitlist1733300000000 } from './1733300000000-waitlist.js';
import { SlotDayDates1733400000000 } from './1733400000000-slot-day-dates.js';
import { LockedReads1733500000000 } from './1733500000000-locked-reads.js';
import { MediaVariants1733600000000 } from './1733600000000-media-variants.js';
import { NewsletterConfirmation1733700000000 } from './1733700000000-newsletter-confirmation.js';

/** In order of application. */
export const MIGRATIONS = [Identity1732000000000, Catalog1732100000000, EventStore1732200000000, Booking1732300000000, Warranty1732400000000, Enquiries1732500000000, WaitingLimit1732600000000, NewsletterUnsubscribe1732700000000, PrivateMedia1732800000000, MailOutbox1732810000000, ArabicContent1732900000000, PackageServices1732950000000, BranchHours1733000000000, BookingDuration1733100000000, StaffBranches1733200000000, Waitlist1733300000000, SlotDayDates1733400000000, LockedReads1733500000000, MediaVariants1733600000000, NewsletterConfirmation1733700000000];
