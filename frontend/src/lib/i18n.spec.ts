import { describe, expect, it } from '@jest/globals';
import { bookingAr } from '../locales/booking.ar';
import { en } from '../locales/en';
import { addTexts, currentLang, i18n, setRenderLang } from './i18n';
import type { TextKey } from './text-keys';

describe('i18n', () => {
  it('gives a text of the language shown, with its placeholders filled', async () => {
    await setRenderLang('en');
    expect(i18n.t('common.networkError')).toBe(en.common.networkError);
    expect(i18n.t('footer.networkCount', { count: 29 })).toBe('Authorised service at 29 branches across Saudi Arabia.');
  });

  it('switches language and direction, and holds the booking and warranty texts on the server', async () => {
    await setRenderLang('ar');
    expect(currentLang()).toBe('ar');
    expect(i18n.dir()).toBe('rtl');
    expect(i18n.t('footer.networkCount', { count: 29 })).toMatch(/[\u0600-\u06FF]/);
    expect(i18n.t('booking.submit')).toBe(bookingAr.booking.submit);
    expect(i18n.t('claimForm.fields.invoiceImage')).toMatch(/[\u0600-\u06FF]/);
    await setRenderLang('en');
    expect(i18n.dir()).toBe('ltr');
  });

  it('shows the key of a missing text instead of a blank', async () => {
    await setRenderLang('en');
    expect(i18n.t('no.such.text' as TextKey)).toBe('no.such.text');
  });

  it('adds a chunk’s texts without replacing those already there', async () => {
    await setRenderLang('en');
    const before = i18n.t('common.networkError');
    addTexts('en', { common: { networkError: 'replaced', extraForTest: 'added' } });
    expect(i18n.t('common.networkError')).toBe(before);
    expect(i18n.t('common.extraForTest' as TextKey)).toBe('added');
  });
});
