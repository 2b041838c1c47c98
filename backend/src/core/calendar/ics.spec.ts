import { describe, expect, it } from '@jest/globals';
import { buildIcs, escapeText, foldLine, type CalendarInvite } from './ics.js';

const invite: CalendarInvite = {
  prodId: '-//AutoCare//Service booking//EN',
  method: 'REQUEST',
  uid: 'booking-6f1c2d3e@cars.example',
  sequence: 0,
  stampedAt: new Date('2026-11-20T08:15:30.123Z'),
  // 13:00 in Riyadh (UTC+3).
  startsAt: new Date('2026-11-23T10:00:00Z'),
  durationMinutes: 60,
  summary: 'AutoCare service appointment - Riyadh - Olaya',
  location: 'Riyadh - Olaya',
  description: 'Services: A/C Gas Refill, Oil change\nReference: 6F1C2D3E',
  url: 'https://cars.example/account',
  organizer: { name: 'AutoCare Service Centres', email: 'no-reply@cars.example' },
  attendee: { name: 'Sara Q', email: 'sara@example.com' },
};

/** Content lines with folding undone, as a calendar client reads them. */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

describe('buildIcs', () => {
  it('ends every line with CRLF and never uses a bare LF', () => {
    const ics = buildIcs(invite);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets, Arabic included', () => {
    const summary = 'موعد صيانة AutoCare - الرياض - العليا، تغيير زيت وتعبئة غاز المكيف للمركبة';
    const ics = buildIcs({ ...invite, summary, description: 'خدمات: '.repeat(30) });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfolded(ics)).toContain(`SUMMARY:${summary}`);
  });

  it('writes the appointment in Riyadh time with the zone defined, and the stamp in UTC', () => {
    const lines = unfolded(buildIcs(invite));
    expect(lines).toContain('DTSTART;TZID=Asia/Riyadh:20261123T130000');
    expect(lines).toContain('DTEND;TZID=Asia/Riyadh:20261123T140000');
    expect(lines).toContain('DTSTAMP:20261120T081530Z');
    expect(lines).toContain('TZOFFSETTO:+0300');
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('is an iTIP request naming organizer and attendee, with the booking as a stable UID', () => {
    const lines = unfolded(buildIcs(invite));
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'UID:booking-6f1c2d3e@cars.example', 'SEQUENCE:0', 'STATUS:CONFIRMED']));
    expect(lines).toContain('ORGANIZER;CN="AutoCare Service Centres":mailto:no-reply@cars.example');
    expect(lines.find((line) => line.startsWith('ATTENDEE'))).toMatch(/^ATTENDEE;CN="Sara Q";.*:mailto:sara@example\.com$/);
    expect(lines).toContain('DESCRIPTION:Services: A/C Gas Refill\\, Oil change\\nReference: 6F1C2D3E');
  });

  it('produces the same text for the same booking and change, and a later sequence for a later one', () => {
    expect(buildIcs(invite)).toBe(buildIcs({ ...invite }));
    const moved = unfolded(buildIcs({ ...invite, sequence: 1, startsAt: new Date('2026-11-24T06:00:00Z') }));
    expect(moved).toEqual(expect.arrayContaining(['UID:booking-6f1c2d3e@cars.example', 'SEQUENCE:1', 'DTSTART;TZID=Asia/Riyadh:20261124T090000']));
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, without an alarm', () => {
    const lines = unfolded(buildIcs({ ...invite, method: 'CANCEL', sequence: 2 }));
    expect(lines).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2']));
    expect(lines).not.toContain('BEGIN:VALARM');
  });

  it('keeps quotes and control characters out of parameter values', () => {
    const lines = unfolded(buildIcs({ ...invite, attendee: { name: 'Sara "Q"\n;x', email: 'sara@example.com' } }));
    expect(lines.find((line) => line.startsWith('ATTENDEE'))).toMatch(/^ATTENDEE;CN="Sara Q;x";/);
  });

  it('keeps line breaks in an address from starting a property of their own', () => {
    const lines = unfolded(buildIcs({ ...invite, attendee: { name: 'Sara', email: 'sara@example.com\r\nATTENDEE:mailto:evil@example.com' } }));
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(lines.find((line) => line.startsWith('ATTENDEE'))).toMatch(/:mailto:sara@example\.comATTENDEE:mailto:evil@example\.com$/);
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('drops the control characters TEXT may not hold, keeping tabs', () => {
    expect(escapeText('a\u0000b\u0007c\u007fd\te')).toBe('abcd\te');
    expect(escapeText('حجز في \u2068Riyadh - Olaya\u2069 و\u2066A\u2069\u2067ب\u2069')).toBe('حجز في Riyadh - Olaya وAب');
  });

  it('leaves markup as the text it is: calendars show TEXT values as plain text', () => {
    expect(escapeText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('foldLine', () => {
  it('leaves a short line alone and folds a long one with a leading space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short\r\n');
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(100)}`);
    const [first, second] = folded.split('\r\n');
    expect(first).toHaveLength(75);
    expect(second).toBe(` ${'x'.repeat(112 - 75)}`);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'ع'.repeat(80)}`);
    const lines = folded.split('\r\n').filter(Boolean);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'ع'.repeat(80)}`);
  });
});
