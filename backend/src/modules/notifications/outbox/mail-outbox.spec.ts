import { describe, expect, it } from '@jest/globals';
import type { SendMailJobData } from '../send-mail.job.js';
import { mailOutboxJobId, mailOutboxKey, openMail, sealMail } from './mail-outbox.js';

const mail: SendMailJobData = {
  template: 'reset-password',
  to: 'sara@example.com',
  lang: 'ar',
  params: { firstName: 'سارة', link: 'https://cars.example/forgotpassword?email=sara%40example.com&token=live-token' },
};
const key = mailOutboxKey('a-session-secret-of-at-least-32-characters');

describe('mail outbox entries', () => {
  it('open to the mail they sealed, for their own entry only', () => {
    const sealed = sealMail(mail, key, 'entry-1');
    expect(sealed).not.toMatch(/sara|token|cars/);
    expect(openMail(sealed, key, 'entry-1')).toEqual(mail);
    expect(() => openMail(sealed, key, 'entry-2')).toThrow();
  });

  it('need the SESSION_SECRET they were sealed under', () => {
    const sealed = sealMail(mail, key, 'entry-1');
    expect(() => openMail(sealed, mailOutboxKey('another-session-secret-of-32-characters!'), 'entry-1')).toThrow();
  });

  it('name their queue job after themselves, so adding one twice adds it once', () => {
    expect(mailOutboxJobId('0b6c9f7e-3d1c-4e55-9a53-1f1f2b1c0d11')).toBe('mail-outbox-0b6c9f7e-3d1c-4e55-9a53-1f1f2b1c0d11');
  });
});
