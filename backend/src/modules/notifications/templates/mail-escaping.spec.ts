import { describe, expect, it } from '@jest/globals';
import type { Lang } from '@dealer/contracts';
import type { BookingInviteParams } from './booking-mail-format.js';
import { escapeHtml, headerText } from './mail-layout.js';
import { renderMail, type MailTemplateParams } from './mail-templates.js';

const ctx = { brandName: 'AutoCare', publicUrl: 'https://cars.example', mailFrom: 'AutoCare Service Centres <no-reply@cars.example>' };

/** What an attacker would type into a name, a branch or a claim: markup and attribute breaks... */
const MARKUP = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', "'><svg onload=alert(1)>"];
/** ...and line breaks that would add a header to the mail or a property to the invitation. */
const LINE_BREAK = 'Sara\r\nBcc: victim@example.com\r\nATTENDEE:mailto:evil@example.com';

/** Every text field of every template carries the payload, tagged with its field so a miss is named. */
function paramsFor(payload: string): { [T in keyof MailTemplateParams]: MailTemplateParams[T] } {
  const v = (field: string) => `${payload} ${field}`;
  const booking: BookingInviteParams = {
    bookingId: '6f1c2d3e-0000-4000-8000-000000000001',
    firstName: v('firstName'),
    lastName: v('lastName'),
    email: v('email'),
    branchName: v('branchName'),
    vehicleType: v('vehicleType'),
    model: v('model'),
    transmission: v('transmission'),
    services: [v('service1'), v('service2')],
    slot: { bookingDate: v('bookingDate'), bookingTime: v('bookingTime'), startsAt: '2026-11-23T10:00:00.000Z' },
    sequence: 1,
    stampedAt: '2026-11-20T08:15:30.000Z',
  };
  const claim = { reference: v('reference'), firstName: v('firstName'), vehicleName: v('vehicleName'), vehicleModel: v('vehicleModel'), salesOrderOrInvoiceNumber: v('invoice') };
  return {
    'verify-email': { firstName: v('firstName'), link: v('link') },
    'reset-password': { firstName: v('firstName'), link: v('link') },
    'reset-password-no-account': { loginUrl: v('loginUrl') },
    'account-exists': { firstName: v('firstName'), loginUrl: v('loginUrl'), resetUrl: v('resetUrl') },
    'password-changed': { firstName: v('firstName') },
    'booking-confirmed': booking,
    'booking-rescheduled': { ...booking, previous: { bookingDate: v('previousDate'), bookingTime: v('previousTime'), startsAt: '2026-11-22T10:00:00.000Z' } },
    'booking-cancelled': booking,
    'booking-reminder': booking,
    'claim-submitted': claim,
    'claim-status-changed': { ...claim, status: 'rejected', note: v('note') },
    'newsletter-confirm': { email: v('email'), confirmLink: v('confirmLink') },
    'newsletter-subscribed': { email: v('email'), unsubscribeLink: v('unsubscribeLink') },
    'waitlist-offer': {
      holdId: '6f1c2d3e-0000-4000-8000-000000000002',
      firstName: v('firstName'),
      branchName: v('branchName'),
      slot: { bookingDate: v('bookingDate'), bookingTime: v('bookingTime'), startsAt: '2026-11-23T10:00:00.000Z' },
      expiresAt: '2026-11-20T08:15:00.000Z',
      offerUrl: v('offerUrl'),
    },
  };
}

/** The only elements the layout itself writes. */
const LAYOUT_TAGS = new Set(['!doctype', 'html', 'body', 'div', 'h1', 'p', 'table', 'tr', 'th', 'td', 'a']);

const LANGS: Lang[] = ['en', 'ar'];

function render(template: string, lang: Lang, params: unknown) {
  return renderMail({ template: template as keyof MailTemplateParams, lang, params: params as never }, ctx);
}

const markupCases = MARKUP.flatMap((payload) =>
  LANGS.flatMap((lang) => Object.entries(paramsFor(payload)).map(([template, params]) => ({ payload, template, lang, params }))),
);

const lineBreakCases = LANGS.flatMap((lang) => Object.entries(paramsFor(LINE_BREAK)).map(([template, params]) => ({ template, lang, params })));

describe('mails show content as text', () => {
  it.each(markupCases)('$template ($lang) escapes $payload', ({ payload, template, lang, params }) => {
    const mail = render(template, lang, params);
    // Only the layout's own elements, and no event handler among their attributes (values set aside:
    // an escaped value holds no quote, so it cannot end early).
    const tags = [...mail.html.matchAll(/<\/?([!a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase());
    expect(tags.filter((tag) => !LAYOUT_TAGS.has(tag))).toEqual([]);
    expect(mail.html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(mail.html).not.toContain(payload);
    // Every field the plain text shows as typed, the HTML shows escaped: nothing was dropped or mangled.
    const shown = mail.text.split(payload).length - 1;
    expect(shown).toBeGreaterThan(0);
    expect(mail.html.split(escapeHtml(payload)).length - 1).toBeGreaterThanOrEqual(shown);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it.each(lineBreakCases)('$template ($lang) keeps line breaks out of headers and the invitation', ({ template, lang, params }) => {
    const mail = render(template, lang, params);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    for (const value of Object.values(mail.headers ?? {})) expect(value).not.toMatch(/[\r\n]/);
    for (const attachment of mail.attachments ?? []) {
      const lines = attachment.content.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
      // Every line is a property of the invitation's own; the customer is its only attendee.
      for (const line of lines) expect(line).toMatch(/^[A-Z-]+[;:]/);
      expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
      expect(lines.find((line) => line.startsWith('LOCATION:'))).toBe(
        'LOCATION:Sara\\nBcc: victim@example.com\\nATTENDEE:mailto:evil@example.com branchName',
      );
    }
  });
});

describe('headerText', () => {
  it('keeps a header on one line', () => {
    expect(headerText('Booking confirmed: A\r\nBcc: x@example.com')).toBe('Booking confirmed: A Bcc: x@example.com');
    expect(headerText('a\u0000b\u2028c\td')).toBe('a b c d');
  });
});
