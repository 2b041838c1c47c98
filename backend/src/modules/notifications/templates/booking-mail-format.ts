import { formatBookingDate, formatDateWithHijri, formatSlotTime, isolateFor, type Lang } from '@dealer/contracts';
import { buildIcs, calendarPerson } from '../../../core/calendar/ics.js';
import { inMailLang, type MailAttachment, type MailContext } from './mail-layout.js';

/** A booked time as the customer chose it: the Riyadh date, the slot's label and the instant it starts. */
export interface BookingSlotParams {
  bookingDate: string;
  bookingTime: string;
  startsAt: string;
}

/** What every booking mail shows, taken from the booking's events when the mail is queued. */
export interface BookingMailParams {
  bookingId: string;
  firstName: string;
  lastName: string;
  email: string;
  branchName: string;
  vehicleType: string;
  model: string;
  transmission: string;
  services: string[];
  slot: BookingSlotParams;
  /** How long the work takes; mails queued before bookings had durations lack it and span an hour. */
  durationMinutes?: number;
  /**
   * The booking's page with its manage token, added by the worker as it renders the mail (never queued,
   * so Redis holds no live link); absent in the cancellation, whose booking is gone.
   */
  manageUrl?: string;
}

/** A mail carrying an invitation: `sequence` orders the updates of one appointment in calendars. */
export interface BookingInviteParams extends BookingMailParams {
  sequence: number;
  /** When the change was recorded (the event's time), so a re-sent invitation is byte-identical. */
  stampedAt: string;
}

/** The length of an appointment whose mail was queued before bookings had durations. */
const APPOINTMENT_MINUTES = 60;

const LABELS = {
  en: { branch: 'Branch', date: 'Date', time: 'Time (Riyadh)', vehicle: 'Vehicle', services: 'Services', reference: 'Booking reference' },
  ar: { branch: 'الفرع', date: 'التاريخ', time: 'الوقت (بتوقيت الرياض)', vehicle: 'المركبة', services: 'الخدمات', reference: 'رقم الحجز' },
};

/** Gregorian with the Hijri date beside it: 'Monday, 23 November 2026 (13 Jumada II 1448 AH)'. */
export function dateLabel(slot: BookingSlotParams, lang: Lang): string {
  return formatDateWithHijri(slot.bookingDate, lang);
}

/** The slot's own label in English ('01:00 PM'), '1:00 م' in Arabic. */
export function timeLabel(slot: BookingSlotParams, lang: Lang): string {
  return formatSlotTime(slot.bookingTime, lang);
}

/**
 * When, in a subject line: the spec's date and label in English ('2026-11-23 at 01:00 PM'); the day
 * with its weekday and the time, each isolated, in Arabic.
 */
export function whenLabel(slot: BookingSlotParams, lang: Lang): string {
  if (lang === 'en') return `${slot.bookingDate} at ${timeLabel(slot, lang)}`;
  const iso = isolateFor(lang);
  return `${iso(formatBookingDate(slot.bookingDate, lang))} الساعة ${iso(timeLabel(slot, lang))}`;
}

export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, 8).toUpperCase();
}

function vehicleLabel(p: BookingMailParams): string {
  return [p.vehicleType, p.model, p.transmission].filter(Boolean).join(' · ');
}

/** The booked services, each isolated in Arabic so a Latin name keeps its order within the list. */
function servicesLabel(p: BookingMailParams, lang: Lang): string {
  return p.services.map(isolateFor(lang)).join(lang === 'en' ? ', ' : '، ');
}

/**
 * The booking's facts as label and value. In Arabic each value is isolated (FSI…PDI): a branch name,
 * date, time or reference in Latin letters or digits keeps its own order inside the right-to-left mail.
 */
export function bookingDetails(p: BookingMailParams, lang: Lang): { label: string; value: string }[] {
  const l = LABELS[lang];
  const iso = isolateFor(lang);
  return [
    { label: l.branch, value: iso(p.branchName) },
    { label: l.date, value: iso(dateLabel(p.slot, lang)) },
    { label: l.time, value: iso(timeLabel(p.slot, lang)) },
    { label: l.vehicle, value: iso(vehicleLabel(p)) },
    { label: l.services, value: servicesLabel(p, lang) },
    { label: l.reference, value: iso(bookingReference(p.bookingId)) },
  ];
}

export function accountUrl(ctx: MailContext): string {
  return `${ctx.publicUrl}/account`;
}

/**
 * The appointment as a calendar entry. The UID depends on the booking only, so every later invitation
 * (rescheduled, cancelled) updates the entry the first one created.
 */
export function bookingInvite(p: BookingInviteParams, method: 'REQUEST' | 'CANCEL', lang: Lang, ctx: MailContext): MailAttachment {
  const iso = isolateFor(lang);
  const summary = lang === 'en' ? `${ctx.brandName} service appointment - ${p.branchName}` : `موعد صيانة ${ctx.brandName} - ${iso(p.branchName)}`;
  const l = LABELS[lang];
  // A calendar entry is not laid out as a mail: its link names the mail's language here.
  const account = inMailLang(accountUrl(ctx), lang, ctx);
  const description = [
    `${l.services}: ${servicesLabel(p, lang)}`,
    `${l.vehicle}: ${iso(vehicleLabel(p))}`,
    `${l.reference}: ${iso(bookingReference(p.bookingId))}`,
    account,
  ].join('\n');
  const content = buildIcs({
    prodId: `-//${ctx.brandName}//Service booking//EN`,
    method,
    uid: `booking-${p.bookingId}@${new URL(ctx.publicUrl).hostname}`,
    sequence: p.sequence,
    stampedAt: new Date(p.stampedAt),
    startsAt: new Date(p.slot.startsAt),
    durationMinutes: p.durationMinutes ?? APPOINTMENT_MINUTES,
    summary,
    location: p.branchName,
    description,
    url: account,
    organizer: calendarPerson(ctx.mailFrom, ctx.brandName),
    attendee: { name: `${p.firstName} ${p.lastName}`.trim(), email: p.email },
  });
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'appointment.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
