import { describe, expect, it } from '@jest/globals';
import { storedLangToAdopt } from './adopt-stored-lang';

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
