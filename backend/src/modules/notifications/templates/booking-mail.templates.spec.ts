import { isolate } from '@dealer/contracts';
import { describe, expect, it } from '@jest/globals';
import type { BookingInviteParams } from './booking-mail-format.js';
import { calendarPerson as mailbox } from '../../../core/calendar/ics.js';
import { renderMail } from './mail-templates.js';

const ctx = { brandName: 'AutoCare', publicUrl: 'https://cars.example', mailFrom: 'AutoCare Service Centres <no-reply@cars.example>' };

const params: BookingInviteParams = {
  bookingId: '6f1c2d3e-0000-4000-8000-000000000001',
  firstName: 'Sara',
  lastName: 'Q',
  email: 'sara@example.com',
  branchName: 'Riyadh - Olaya',
  vehicleType: 'Toyota',
  model: '2022',
  transmission: 'Automatic',
  services: ['A/C Gas Refill', 'Oil change'],
  slot: { bookingDate: '2026-11-23', bookingTime: '01:00 PM', startsAt: '2026-11-23T10:00:00.000Z' },
  sequence: 0,
  stampedAt: '2026-11-20T08:15:30.000Z',
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('the way to the booking', () => {
  const manageUrl = 'https://cars.example/bookings/6f1c2d3e-0000-4000-8000-000000000001?token=abc_DEF-123';

  it('is the manage link in the confirmation, the reschedule notice and the reminder, in English and Arabic', () => {
    const previous = { bookingDate: '2026-11-22', bookingTime: '10:00 AM', startsAt: '2026-11-22T07:00:00.000Z' };
    for (const mail of [
      renderMail({ template: 'booking-confirmed', lang: 'en', params: { ...params, manageUrl } }, ctx),
      renderMail({ template: 'booking-rescheduled', lang: 'en', params: { ...params, manageUrl, previous } }, ctx),
      renderMail({ template: 'booking-reminder', lang: 'en', params: { ...params, manageUrl } }, ctx),
    ]) {
      // The link opens the page in the mail's language.
      expect(mail.text).toContain(`Manage your booking: ${manageUrl}&mailLang=en`);
      expect(mail.html).toContain(`href="${manageUrl}&amp;mailLang=en"`);
      expect(mail.text).not.toContain('View my bookings');
    }
    const arabic = renderMail({ template: 'booking-confirmed', lang: 'ar', params: { ...params, manageUrl } }, ctx);
    expect(arabic.text).toContain(`إدارة حجزك: ${manageUrl}&mailLang=ar`);
  });

  it('is the account in the cancellation, whose booking is gone', () => {
    const mail = renderMail({ template: 'booking-cancelled', lang: 'en', params }, ctx);
    expect(mail.text).toContain('View my bookings: https://cars.example/account?mailLang=en');
    expect(mail.text).not.toContain('/bookings/');
  });
});

describe('booking confirmation', () => {
  it('shows the branch, vehicle, services and the Riyadh date and time, with a link to the account', () => {
    const mail = renderMail({ template: 'booking-confirmed', lang: 'en', params }, ctx);
    expect(mail.subject).toBe('Booking confirmed: Riyadh - Olaya, 2026-11-23 at 01:00 PM');
    expect(mail.text).toContain('Branch: Riyadh - Olaya');
    expect(mail.text).toContain('Date: Monday, 23 November 2026 (13 Jumada II 1448 AH)');
    expect(mail.text).toContain('Time (Riyadh): 01:00 PM');
    expect(mail.text).toContain('Vehicle: Toyota · 2022 · Automatic');
    expect(mail.text).not.toMatch(/[\u2068\u2069]/);
    expect(mail.text).toContain('Services: A/C Gas Refill, Oil change');
    expect(mail.text).toContain('Booking reference: 6F1C2D3E');
    expect(mail.text).toContain('https://cars.example/account');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('attaches the invitation as a calendar request for the slot in Riyadh time', () => {
    const [invite] = renderMail({ template: 'booking-confirmed', lang: 'en', params }, ctx).attachments ?? [];
    expect(invite).toMatchObject({ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    const ics = unfold(invite!.content);
    expect(ics).toContain('DTSTART;TZID=Asia/Riyadh:20261123T130000');
    expect(ics).toContain('UID:booking-6f1c2d3e-0000-4000-8000-000000000001@cars.example');
    expect(ics).toContain('ORGANIZER;CN="AutoCare Service Centres":mailto:no-reply@cars.example');
    expect(ics).toContain('LOCATION:Riyadh - Olaya');
  });

  it("spans the invitation over the booking's work, an hour for mails queued before durations", () => {
    const ics = (durationMinutes?: number) => unfold(renderMail({ template: 'booking-confirmed', lang: 'en', params: { ...params, durationMinutes } }, ctx).attachments![0]!.content);
    expect(ics(180)).toContain('DTEND;TZID=Asia/Riyadh:20261123T160000');
    expect(ics(undefined)).toContain('DTEND;TZID=Asia/Riyadh:20261123T140000');
  });

  it('speaks Arabic right-to-left to an Arabic customer', () => {
    const mail = renderMail({ template: 'booking-confirmed', lang: 'ar', params: { ...params, firstName: 'سارة' } }, ctx);
    // Latin names, dates, times and the reference are isolated (FSI…PDI), so none reorders its neighbours.
    expect(mail.subject).toBe(`تم تأكيد حجزك: ${isolate('Riyadh - Olaya')}، ${isolate('الاثنين، 23 نوفمبر 2026')} الساعة ${isolate('1:00 م')}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('مرحباً سارة،');
    expect(mail.text).toContain(`الفرع: ${isolate('Riyadh - Olaya')}`);
    expect(mail.text).toContain(`التاريخ: ${isolate('الاثنين، 23 نوفمبر 2026 (13 جمادى الآخرة 1448 هـ)')}`);
    expect(mail.text).toContain(`الوقت (بتوقيت الرياض): ${isolate('1:00 م')}`);
    expect(mail.text).toContain(`الخدمات: ${isolate('A/C Gas Refill')}، ${isolate('Oil change')}`);
    expect(mail.text).toContain(`رقم الحجز: ${isolate('6F1C2D3E')}`);
    const ics = unfold(mail.attachments![0]!.content);
    // The invitation's text carries no direction isolates (calendar programs draw them as boxes).
    expect(ics).toContain('SUMMARY:موعد صيانة AutoCare - Riyadh - Olaya');
    expect(ics).toContain('رقم الحجز: 6F1C2D3E');
  });

  it('escapes what customers and admins typed', () => {
    const mail = renderMail({ template: 'booking-confirmed', lang: 'en', params: { ...params, firstName: '<b>Sara</b>', branchName: 'Olaya & "Co" <x>', services: ['<img src=x>'] } }, ctx);
    expect(mail.html).not.toMatch(/<b>|<x>|<img/);
    expect(mail.html).toContain('&lt;b&gt;Sara&lt;/b&gt;');
    expect(mail.html).toContain('Olaya &amp; &quot;Co&quot; &lt;x&gt;');
    expect(mail.html).toContain('&lt;img src=x&gt;');
  });
});

describe('booking changes and reminders', () => {
  it('tells the old and new time of a reschedule and updates the same calendar entry', () => {
    const moved = { ...params, sequence: 1, slot: { bookingDate: '2026-11-24', bookingTime: '09:00 AM', startsAt: '2026-11-24T06:00:00.000Z' }, previous: params.slot };
    const mail = renderMail({ template: 'booking-rescheduled', lang: 'en', params: moved }, ctx);
    expect(mail.subject).toBe('Booking moved: Riyadh - Olaya, 2026-11-24 at 09:00 AM');
    expect(mail.text).toContain('from Monday, 23 November 2026 (13 Jumada II 1448 AH) 01:00 PM to the new time');
    const ics = unfold(mail.attachments![0]!.content);
    expect(ics).toContain('UID:booking-6f1c2d3e-0000-4000-8000-000000000001@cars.example');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART;TZID=Asia/Riyadh:20261124T090000');
    const ar = renderMail({ template: 'booking-rescheduled', lang: 'ar', params: moved }, ctx);
    expect(ar.text).toContain(`من ${isolate('الاثنين، 23 نوفمبر 2026 (13 جمادى الآخرة 1448 هـ) 1:00 م')} إلى الموعد الجديد`);
  });

  it('cancels in both languages with a calendar cancellation', () => {
    const en = renderMail({ template: 'booking-cancelled', lang: 'en', params: { ...params, sequence: 2 } }, ctx);
    expect(en.subject).toBe('Booking cancelled: Riyadh - Olaya, 2026-11-23 at 01:00 PM');
    expect(en.attachments![0]).toMatchObject({ filename: 'cancellation.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL' });
    expect(unfold(en.attachments![0]!.content)).toContain('METHOD:CANCEL');
    const ar = renderMail({ template: 'booking-cancelled', lang: 'ar', params }, ctx);
    expect(ar.subject).toContain('تم إلغاء حجزك');
  });

  it('reminds without an attachment, in the customer language', () => {
    const en = renderMail({ template: 'booking-reminder', lang: 'en', params }, ctx);
    expect(en.subject).toBe('Reminder: your appointment at Riyadh - Olaya, 2026-11-23 at 01:00 PM');
    expect(en.attachments).toBeUndefined();
    const ar = renderMail({ template: 'booking-reminder', lang: 'ar', params }, ctx);
    expect(ar.subject).toBe(`تذكير بموعدك في ${isolate('Riyadh - Olaya')}، ${isolate('الاثنين، 23 نوفمبر 2026')} الساعة ${isolate('1:00 م')}`);
    expect(ar.html).toContain('dir="rtl"');
  });
});

describe('mailbox', () => {
  it('reads MAIL_FROM with or without a display name', () => {
    expect(mailbox('AutoCare Service Centres <no-reply@cars.example>', 'AutoCare')).toEqual({ name: 'AutoCare Service Centres', email: 'no-reply@cars.example' });
    expect(mailbox('"Cool Air" <hi@cool.example>', 'AutoCare')).toEqual({ name: 'Cool Air', email: 'hi@cool.example' });
    expect(mailbox('no-reply@cars.example', 'AutoCare')).toEqual({ name: 'AutoCare', email: 'no-reply@cars.example' });
  });
});
