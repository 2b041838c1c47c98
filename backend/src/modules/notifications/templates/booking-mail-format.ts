import type { Lang } from '@dealer/contracts';
import { RIYADH } from '../../../core/time/riyadh-time.js';
import { buildIcs, type CalendarPerson } from './ics.js';
import type { MailAttachment, MailContext } from './mail-layout.js';

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
}

/** A mail carrying an invitation: `sequence` orders the updates of one appointment in calendars. */
export interface BookingInviteParams extends BookingMailParams {
  sequence: number;
  /** When the change was recorded (the event's time), so a re-sent invitation is byte-identical. */
  stampedAt: string;
}

/** Slots carry no length in the catalogue; branches book one appointment an hour. */
const APPOINTMENT_MINUTES = 60;

const LABELS = {
  en: { branch: 'Branch', date: 'Date', time: 'Time (Riyadh)', vehicle: 'Vehicle', services: 'Services', reference: 'Booking reference' },
  ar: { branch: 'الفرع', date: 'التاريخ', time: 'الوقت (بتوقيت الرياض)', vehicle: 'المركبة', services: 'الخدمات', reference: 'رقم الحجز' },
};

/** Building an Intl formatter costs far more than using one: one of each per language, made on first use. */
const formatters = new Map<string, { gregorian: Intl.DateTimeFormat; hijri: Intl.DateTimeFormat }>();

function formattersFor(lang: Lang): { gregorian: Intl.DateTimeFormat; hijri: Intl.DateTimeFormat } {
  const known = formatters.get(lang);
  if (known) return known;
  const locale = lang === 'en' ? 'en-GB' : 'ar-SA';
  const made = {
    gregorian: new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, { timeZone: RIYADH, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    hijri: new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura-nu-latn`, { timeZone: RIYADH, day: 'numeric', month: 'long', year: 'numeric' }),
  };
  formatters.set(lang, made);
  return made;
}

/** Gregorian with the Hijri date beside it, both for Riyadh's calendar day; Latin digits in both languages. */
export function dateLabel(slot: BookingSlotParams, lang: Lang): string {
  const instant = new Date(slot.startsAt);
  const { gregorian, hijri } = formattersFor(lang);
  return `${gregorian.format(instant)} (${hijri.format(instant)})`;
}

/** The slot's own label ('01:00 PM'), with the Arabic marks for AM and PM in Arabic mails. */
export function timeLabel(slot: BookingSlotParams, lang: Lang): string {
  return lang === 'en' ? slot.bookingTime : slot.bookingTime.replace(/AM$/, 'ص').replace(/PM$/, 'م');
}

export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, 8).toUpperCase();
}

function vehicleLabel(p: BookingMailParams): string {
  return [p.vehicleType, p.model, p.transmission].filter(Boolean).join(' · ');
}

export function bookingDetails(p: BookingMailParams, lang: Lang): { label: string; value: string }[] {
  const l = LABELS[lang];
  return [
    { label: l.branch, value: p.branchName },
    { label: l.date, value: dateLabel(p.slot, lang) },
    { label: l.time, value: timeLabel(p.slot, lang) },
    { label: l.vehicle, value: vehicleLabel(p) },
    { label: l.services, value: p.services.join(lang === 'en' ? ', ' : '، ') },
    { label: l.reference, value: bookingReference(p.bookingId) },
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
  const en = lang === 'en';
  const summary = en ? `${ctx.brandName} service appointment - ${p.branchName}` : `موعد صيانة ${ctx.brandName} - ${p.branchName}`;
  const l = LABELS[lang];
  const description = [
    `${l.services}: ${p.services.join(en ? ', ' : '، ')}`,
    `${l.vehicle}: ${vehicleLabel(p)}`,
    `${l.reference}: ${bookingReference(p.bookingId)}`,
    accountUrl(ctx),
  ].join('\n');
  const content = buildIcs({
    prodId: `-//${ctx.brandName}//Service booking//EN`,
    method,
    uid: `booking-${p.bookingId}@${new URL(ctx.publicUrl).hostname}`,
    sequence: p.sequence,
    stampedAt: new Date(p.stampedAt),
    startsAt: new Date(p.slot.startsAt),
    durationMinutes: APPOINTMENT_MINUTES,
    summary,
    location: p.branchName,
    description,
    url: accountUrl(ctx),
    organizer: mailbox(ctx.mailFrom, ctx.brandName),
    attendee: { name: `${p.firstName} ${p.lastName}`.trim(), email: p.email },
  });
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'appointment.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** Reads 'Name <address>' (or a bare address) as MAIL_FROM holds it. */
export function mailbox(from: string, fallbackName: string): CalendarPerson {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  return named ? { name: named[1] || fallbackName, email: named[2]! } : { name: fallbackName, email: from.trim() };
}
