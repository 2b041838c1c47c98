import { formatInTimeZone } from 'date-fns-tz';
import { RIYADH } from '../time/riyadh-time.js';

/** A person in an invitation: the branch network as organizer, the customer as attendee. */
export interface CalendarPerson {
  name: string;
  email: string;
}

/** Reads 'Name <address>' (or a bare address) as MAIL_FROM holds it. */
export function calendarPerson(from: string, fallbackName: string): CalendarPerson {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  return named ? { name: named[1] || fallbackName, email: named[2]! } : { name: fallbackName, email: from.trim() };
}

/**
 * One appointment as an iTIP message (RFC 5546). Calendars match updates by `uid` and apply one only
 * when its `sequence` is higher than the copy they hold, so a reschedule or cancel replaces the entry.
 * PUBLISH is a file the customer downloads and imports rather than an invitation to answer.
 */
export interface CalendarInvite {
  prodId: string;
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  uid: string;
  sequence: number;
  stampedAt: Date;
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/**
 * Riyadh has kept +03:00 without daylight saving since 1950, so one STANDARD block describes it
 * fully; clients without a zone database still show the branch's wall-clock time.
 */
const RIYADH_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${RIYADH}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:+03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Renders the invitation as an RFC 5545 iCalendar object: CRLF line ends, lines folded at 75 octets. */
export function buildIcs(invite: CalendarInvite): string {
  const cancelled = invite.method === 'CANCEL';
  const endsAt = new Date(invite.startsAt.getTime() + invite.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(invite.prodId)}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    ...RIYADH_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(invite.uid)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stampedAt)}`,
    `DTSTART;TZID=${RIYADH}:${riyadhStamp(invite.startsAt)}`,
    `DTEND;TZID=${RIYADH}:${riyadhStamp(endsAt)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `LOCATION:${escapeText(invite.location)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `URL:${uriValue(invite.url)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:mailto:${uriValue(invite.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${uriValue(invite.attendee.email)}`,
    // Calendars that honour it remind the customer too; the mail reminder does not depend on it.
    ...(cancelled ? [] : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(invite.summary)}`, 'TRIGGER:-PT2H', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('');
}

/**
 * TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks are escaped; other control
 * characters, which TEXT may not hold (§3.3.11 excludes CONTROL but HTAB), are dropped. A name or note
 * from the database therefore stays inside its own property and cannot add lines to the invitation.
 * The isolates that keep a Latin name in its order inside an Arabic sentence (U+2066–U+2069) go too:
 * calendar programs that do not know them draw them as boxes.
 */
export function escapeText(value: string): string {
  return value
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');
}

/** URI values (URL, mailto:) are not escaped by the format: only characters that could end the line go. */
function uriValue(value: string): string {
  return value.replace(/[\p{Cc}\s]/gu, '');
}

/** A parameter value is quoted, and may hold no double quote or control character (§3.1). */
function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/**
 * Splits a content line into chunks of at most 75 octets (the continuation's leading space counts),
 * never inside a UTF-8 sequence, so Arabic text survives intact. Each line ends with CRLF.
 */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = chunks.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      chunks.push(chunk);
      chunk = '';
      octets = 0;
    }
    chunk += char;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join(`${CRLF} `) + CRLF;
}

function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function riyadhStamp(instant: Date): string {
  return formatInTimeZone(instant, RIYADH, "yyyyMMdd'T'HHmmss");
}
