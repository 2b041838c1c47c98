import { isolateFor, type BookingView, type Lang } from '@dealer/contracts';
import { buildIcs, type CalendarPerson } from '../../../core/calendar/ics.js';

export interface CalendarContext {
  brandName: string;
  publicUrl: string;
  /** The booking stream's version: the entry outranks the invitations mailed before. */
  sequence: number;
  now: Date;
  organizer: CalendarPerson;
  /** The language the entry's text is written in: the page's. */
  lang: Lang;
}

const LABELS = {
  en: { summary: 'service appointment', services: 'Services', vehicle: 'Vehicle', reference: 'Booking reference' },
  ar: { summary: 'موعد صيانة', services: 'الخدمات', vehicle: 'المركبة', reference: 'رقم الحجز' },
};

/**
 * The booking as a calendar file to import, in the reader's language: Arabic names as recorded when
 * booked, each Latin run isolated so it keeps its order in right-to-left text. Its UID is the one of the mailed invitations, so importing it updates the same entry; a
 * cancelled booking's file removes it.
 */
export function bookingCalendar(booking: BookingView, ctx: CalendarContext): string {
  const arabic = ctx.lang === 'ar';
  const iso = isolateFor(ctx.lang);
  const l = LABELS[ctx.lang];
  const branchName = (arabic && booking.branchNameAr) || booking.branchName;
  const address = (arabic && booking.branch?.addressAr) || booking.branch?.address;
  const services = booking.serviceDetails.map((name, i) => iso((arabic && booking.serviceDetailsAr[i]) || name)).join(arabic ? '، ' : ', ');
  const vehicle = [(arabic && booking.vehicleTypeAr) || booking.vehicleType, booking.model, (arabic && booking.transmissionAr) || booking.transmission].filter(Boolean).join(' · ');
  const place = [branchName, address].filter(Boolean).join(arabic ? '، ' : ', ');
  const pageUrl = `${ctx.publicUrl}/bookings/${booking._id}`;
  return buildIcs({
    prodId: `-//${ctx.brandName}//Service booking//EN`,
    method: booking.status === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    uid: `booking-${booking._id}@${new URL(ctx.publicUrl).hostname}`,
    sequence: ctx.sequence,
    stampedAt: ctx.now,
    startsAt: new Date(booking.startsAt),
    // The work's own length: the services' durations as booked.
    durationMinutes: booking.durationMinutes,
    summary: arabic ? `${l.summary} ${ctx.brandName} - ${iso(branchName)}` : `${ctx.brandName} ${l.summary} - ${branchName}`,
    location: place,
    description: [
      `${l.services}: ${services}`,
      `${l.vehicle}: ${iso(vehicle)}`,
      `${l.reference}: ${iso(booking._id.slice(0, 8).toUpperCase())}`,
      pageUrl,
    ].join('\n'),
    url: pageUrl,
    organizer: ctx.organizer,
    attendee: { name: `${booking.firstName} ${booking.lastName}`.trim(), email: booking.email },
  });
}
