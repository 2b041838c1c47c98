import { describe, expect, it } from '@jest/globals';
import { inMailLang } from './mail-layout.js';
import { renderMail } from './mail-templates.js';

const ctx = { brandName: 'AutoCare', publicUrl: 'https://cars.example', mailFrom: 'AutoCare <no-reply@cars.example>' };

describe('mail templates', () => {
  it('renders the verification mail in English with its link', () => {
    const mail = renderMail({ template: 'verify-email', lang: 'en', params: { firstName: 'Sara', link: 'https://cars.example/login?userId=1&token=abc' } }, ctx);
    expect(mail.subject).toBe('Verify your e-mail for AutoCare');
    expect(mail.text).toContain('https://cars.example/login?userId=1&token=abc');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('renders Arabic right-to-left', () => {
    const mail = renderMail({ template: 'reset-password', lang: 'ar', params: { firstName: 'سارة', link: 'https://cars.example/forgotpassword?x' } }, ctx);
    expect(mail.subject).toContain('إعادة تعيين كلمة المرور');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('مرحباً سارة');
  });

  it('escapes what the customer typed', () => {
    const mail = renderMail({ template: 'password-changed', lang: 'en', params: { firstName: '<script>x</script>' } }, ctx);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('links to the site', () => {
  it('name the mail\'s language, keeping what the link carried; links elsewhere stay as they are', () => {
    expect(inMailLang('https://cars.example/login?userId=1&token=abc', 'ar', ctx)).toBe('https://cars.example/login?userId=1&token=abc&mailLang=ar');
    expect(inMailLang('https://cars.example/account', 'en', ctx)).toBe('https://cars.example/account?mailLang=en');
    expect(inMailLang('https://cars.example/unsubscribe?mailLang=en&token=t', 'ar', ctx)).toBe('https://cars.example/unsubscribe?mailLang=ar&token=t');
    expect(inMailLang('https://cars.example.evil/x', 'ar', ctx)).toBe('https://cars.example.evil/x');
  });

  it('open the reset page of an existing account\'s mail in its language', () => {
    const mail = renderMail({ template: 'account-exists', lang: 'ar', params: { firstName: 'سارة', loginUrl: 'https://cars.example/login', resetUrl: 'https://cars.example/forgotpassword?email=s%40x.sa&token=t' } }, ctx);
    expect(mail.text).toContain('https://cars.example/forgotpassword?email=s%40x.sa&token=t&mailLang=ar');
    expect(mail.text).toContain('https://cars.example/login?mailLang=ar');
  });
});
