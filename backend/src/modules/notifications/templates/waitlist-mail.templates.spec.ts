import { describe, expect, it } from '@jest/globals';
import { waitlistOfferMail, type WaitlistOfferParams } from './waitlist-mail.templates.js';

const ctx = { brandName: 'AutoCare', publicUrl: 'https://cars.example', mailFrom: 'AutoCare <no-reply@cars.example>' };
const params: WaitlistOfferParams = {
  holdId: 'h1',
  firstName: 'Sara',
  branchName: 'Riyadh - Al Olaya',
  slot: { bookingDate: '2026-11-22', bookingTime: '11:00 AM', startsAt: '2026-11-22T08:00:00.000Z' },
  expiresAt: '2026-11-21T06:15:00.000Z',
  offerUrl: 'https://cars.example/waitlist/offer?token=t',
};

describe('waitlist offer mail', () => {
  it('says what is held and until when (Riyadh), with the confirm link', () => {
    const mail = waitlistOfferMail(params, 'en', ctx);
    expect(mail.subject).toBe('A place is free for you: Riyadh - Al Olaya, 2026-11-22 at 11:00 AM');
    expect(mail.text).toContain('holding it for you until 09:15 AM');
    expect(mail.text).toContain('Confirm this booking: https://cars.example/waitlist/offer?token=t');
  });

  it('speaks Arabic, right to left', () => {
    const mail = waitlistOfferMail(params, 'ar', ctx);
    expect(mail.subject).toContain('توفر مكان لك');
    expect(mail.text).toContain('9:15 ص');
    expect(mail.text).toContain('تأكيد هذا الحجز: https://cars.example/waitlist/offer?token=t');
    expect(mail.html).toContain('dir="rtl"');
  });
});
