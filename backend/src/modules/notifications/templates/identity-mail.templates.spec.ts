import { describe, expect, it } from '@jest/globals';
import { renderMail } from './mail-templates.js';

const ctx = { brandName: 'AutoCare', publicUrl: 'https://cars.example', mailFrom: 'AutoCare <no-reply@cars.example>' };

describe('reset requested for an address without an account', () => {
  it('says so without a reset link, and points to the page to log in or register', () => {
    const mail = renderMail({ template: 'reset-password-no-account', lang: 'en', params: { loginUrl: 'https://cars.example/login' } }, ctx);
    expect(mail.subject).toBe('Password reset requested at AutoCare');
    expect(mail.text).toContain('no account uses it');
    expect(mail.text).toContain('https://cars.example/login');
    expect(mail.text).not.toContain('token=');
  });

  it('speaks Arabic right-to-left', () => {
    const mail = renderMail({ template: 'reset-password-no-account', lang: 'ar', params: { loginUrl: 'https://cars.example/login' } }, ctx);
    expect(mail.subject).toBe('طلب إعادة تعيين كلمة المرور لدى AutoCare');
    expect(mail.html).toContain('dir="rtl"');
  });
});
