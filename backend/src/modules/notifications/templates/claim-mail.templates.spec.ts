import { isolate, type Lang } from '@dealer/contracts';
import { describe, expect, it } from '@jest/globals';
import type { ClaimStatusMailParams } from './claim-mail.templates.js';
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

  interface StatusCase {
    does: string;
    lang: Lang;
    change: Omit<ClaimStatusMailParams, keyof typeof params>;
    subject?: string;
    text: string[];
    html?: string[];
  }
  const statusCases: StatusCase[] = [
    {
      does: 'ask the question an admin wrote',
      lang: 'en',
      change: { status: 'information_requested', note: 'Which branch fitted it?' },
      subject: 'Warranty claim WC-2026-000042: we need more information',
      text: ['Which branch fitted it?', 'Please answer from your account.'],
    },
    { does: 'name the resolution of an approval', lang: 'en', change: { status: 'approved', resolution: 'replaced' }, text: ['The part will be replaced'] },
    {
      does: 'give the reason of a rejection',
      lang: 'en',
      change: { status: 'rejected', note: 'Accident damage' },
      subject: 'Warranty claim WC-2026-000042 was not approved',
      text: ['Accident damage'],
    },
    {
      does: 'speak Arabic right-to-left',
      lang: 'ar',
      change: { status: 'closed', note: 'x' },
      // The reference and the customer's values are isolated, so they keep their order in Arabic text.
      subject: `تم إغلاق مطالبة الضمان ${isolate('WC-2026-000042')}`,
      text: ['الحالة: مغلقة', `رقم المطالبة: ${isolate('WC-2026-000042')}`, `أمر البيع أو الفاتورة: ${isolate('INV-9')}`],
      html: ['dir="rtl"'],
    },
  ];
  it.each(statusCases)('$does', ({ lang, change, subject, text, html = [] }) => {
    const mail = renderMail({ template: 'claim-status-changed', lang, params: { ...params, ...change } }, ctx);
    if (subject) expect(mail.subject).toBe(subject);
    for (const part of text) expect(mail.text).toContain(part);
    for (const part of html) expect(mail.html).toContain(part);
  });

  it('escape what people typed', () => {
    const mail = renderMail({ template: 'claim-status-changed', lang: 'ar', params: { ...params, status: 'closed', note: '<b>x</b>' } }, ctx);
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
