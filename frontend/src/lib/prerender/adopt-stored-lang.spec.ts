import { describe, expect, it } from '@jest/globals';
import { browserPageLang, storedLangToAdopt } from './adopt-stored-lang';

describe('storedLangToAdopt', () => {
  it('switches to a language kept only in localStorage and writes the cookie', () => {
    expect(storedLangToAdopt({ shown: 'en', search: '', cookie: null, stored: 'ar' })).toEqual({ switchTo: 'ar', writeCookie: 'ar' });
  });

  it('only writes the cookie when the stored language is the one shown', () => {
    expect(storedLangToAdopt({ shown: 'ar', search: '', cookie: null, stored: 'ar' })).toEqual({ switchTo: null, writeCookie: 'ar' });
  });

  it('leaves the page alone when the address or the cookie chose its language, or nothing is stored', () => {
    const none = { switchTo: null, writeCookie: null };
    expect(storedLangToAdopt({ shown: 'en', search: '?lang=en', cookie: null, stored: 'ar' })).toEqual(none);
    expect(storedLangToAdopt({ shown: 'en', search: '', cookie: 'en', stored: 'ar' })).toEqual(none);
    expect(storedLangToAdopt({ shown: 'en', search: '', cookie: null, stored: null })).toEqual(none);
  });
});

describe('browserPageLang', () => {
  it('takes the address\'s language first, then the cookie, then the stored choice', () => {
    expect(browserPageLang({ search: '?lang=ar', cookie: 'en', stored: 'en' })).toBe('ar');
    expect(browserPageLang({ search: '?lang=fr', cookie: 'ar', stored: 'en' })).toBe('ar');
    expect(browserPageLang({ search: '', cookie: null, stored: 'ar' })).toBe('ar');
  });

  it('opens a mailed link in the mail\'s language on a device without a choice, else in the reader\'s', () => {
    expect(browserPageLang({ search: '?token=t&mailLang=ar', cookie: null, stored: null })).toBe('ar');
    expect(browserPageLang({ search: '?token=t&mailLang=ar', cookie: null, stored: 'en' })).toBe('en');
    expect(browserPageLang({ search: '?token=t&mailLang=en', cookie: 'ar', stored: null })).toBe('ar');
    expect(browserPageLang({ search: '', cookie: null, stored: null })).toBe('en');
  });
});
