import { describe, expect, it } from '@jest/globals';
import { renderMail } from './mail-templates.js';

const ctx = { brandName: 'AutoCare', publicUrl: 'https://cars.example', mailFrom: 'AutoCare <no-reply@cars.example>' };
const params = { reference: 'WC-2026-000042', firstName: 'Sara', vehicleName: 'Toyota', vehicleModel: '2022', salesOrderOrInvoiceNumber: 'INV-9' };

describe('claim mails', () => {
  it('confirm a submission with the reference and the e-invoice notice', () => {
    const mail = renderMail({ template: 'claim-submitted', lang: 'en', params }, ctx);
    expect(mail.subject).toBe('Warranty claim WC-2026-000042 received');
    expect(mail.text).toContain('Claim reference: WC-2026-000042');
    expect(mail.text).toContain('original e-invoice');
    expect(mail.text).toContain('https://cars.example/account');
  });

  it('ask the question an admin wrote', () => {
    const mail = renderMail({ template: 'claim-status-changed', lang: 'en', params: { ...params, status: 'information_requested', note: 'Which branch fitted it?' } }, ctx);
    expect(mail.subject).toBe('Warranty claim WC-2026-000042: we need more information');
    expect(mail.text).toContain('Which branch fitted it?');
    expect(mail.text).toContain('Please answer from your account.');
  });

  it('name the resolution of an approval and the reason of a rejection', () => {
    expect(renderMail({ template: 'claim-status-changed', lang: 'en', params: { ...params, status: 'approved', resolution: 'replaced' } }, ctx).text).toContain('The part will be replaced');
    const rejected = renderMail({ template: 'claim-status-changed', lang: 'en', params: { ...params, status: 'rejected', note: 'Accident damage' } }, ctx);
    expect(rejected.subject).toBe('Warranty claim WC-2026-000042 was not approved');
    expect(rejected.text).toContain('Accident damage');
  });

  it('speak Arabic right-to-left, and escape what people typed', () => {
    const mail = renderMail({ template: 'claim-status-changed', lang: 'ar', params: { ...params, status: 'closed', note: '<b>x</b>' } }, ctx);
    expect(mail.subject).toBe('تم إغلاق مطالبة الضمان WC-2026-000042');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.text).toContain('الحالة: مغلقة');
  });
});
