import { isolate } from '@dealer/contracts';
import { describe, expect, it } from '@jest/globals';
import { renderMail } from './mail-templates.js';

const ctx = { brandName: 'AutoCare', publicUrl: 'https://cars.example', mailFrom: 'AutoCare <no-reply@cars.example>' };
const link = 'https://cars.example/unsubscribe?token=abc_DEF-123';
const confirmLink = 'https://cars.example/confirm-subscription?token=xyz_987';

describe('newsletter confirmation mail', () => {
  it('asks the owner to confirm, with the link as button and text, and tells a stranger to ignore it', () => {
    const mail = renderMail({ template: 'newsletter-confirm', lang: 'en', params: { email: 'layla@example.com', confirmLink } }, ctx);
    expect(mail.subject).toBe('Confirm your subscription to the AutoCare newsletter');
    expect(mail.text).toContain('layla@example.com');
    expect(mail.text).toContain(`Confirm my subscription: ${confirmLink}&mailLang=en`);
    expect(mail.text).toContain('valid for 48 hours');
    expect(mail.text).toContain('If you did not ask for it, ignore this mail');
    expect(mail.html).toContain(`href="${confirmLink}&amp;mailLang=en"`);
    // Not on the list yet: nothing to unsubscribe from.
    expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();
  });

  it('is written right-to-left in Arabic, the address kept in its own direction', () => {
    const mail = renderMail({ template: 'newsletter-confirm', lang: 'ar', params: { email: 'omar@example.com', confirmLink } }, ctx);
    expect(mail.subject).toBe('أكّد اشتراكك في النشرة البريدية لدى AutoCare');
    expect(mail.text).toContain(`تأكيد اشتراكي: ${confirmLink}&mailLang=ar`);
    expect(mail.text).toContain(isolate('omar@example.com'));
    expect(mail.html).toContain('dir="rtl"');
  });
});

describe('newsletter subscription mail', () => {
  it('confirms the subscription in English with the unsubscribe link as button, text and header', () => {
    const mail = renderMail({ template: 'newsletter-subscribed', lang: 'en', params: { email: 'layla@example.com', unsubscribeLink: link } }, ctx);
    expect(mail.subject).toBe('You are subscribed to the AutoCare newsletter');
    expect(mail.text).toContain('layla@example.com');
    expect(mail.text).toContain(`Unsubscribe: ${link}&mailLang=en`);
    expect(mail.html).toContain(`href="${link}&amp;mailLang=en"`);
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${link}&mailLang=en>` });
  });

  it('is written right-to-left in Arabic', () => {
    const mail = renderMail({ template: 'newsletter-subscribed', lang: 'ar', params: { email: 'omar@example.com', unsubscribeLink: link } }, ctx);
    expect(mail.subject).toBe('تم اشتراكك في النشرة البريدية لدى AutoCare');
    expect(mail.text).toContain(`إلغاء الاشتراك: ${link}&mailLang=ar`);
    expect(mail.text).toContain(`العنوان ${isolate('omar@example.com')} مسجّل`);
    expect(mail.html).toContain('dir="rtl"');
  });

  it('escapes the address in the HTML part', () => {
    const mail = renderMail({ template: 'newsletter-subscribed', lang: 'en', params: { email: '"<b>"@example.com', unsubscribeLink: link } }, ctx);
    expect(mail.html).not.toContain('<b>');
  });
});
