import { describe, expect, it } from '@jest/globals';
import { pageLang } from './page-language.js';

describe('pageLang', () => {
  it('takes the address first, then the cookie, then English', () => {
    expect(pageLang('ar', 'en')).toBe('ar');
    expect(pageLang('en', 'ar')).toBe('en');
    expect(pageLang(undefined, 'ar')).toBe('ar');
    expect(pageLang(undefined, undefined)).toBe('en');
  });

  it('ignores values that are not a language of the site', () => {
    expect(pageLang('fr', 'ar')).toBe('ar');
    expect(pageLang(['ar', 'en'], 'x')).toBe('en');
    expect(pageLang('AR', undefined)).toBe('en');
  });

  it('takes a mailed link\'s language only where neither the address nor the cookie chose one', () => {
    expect(pageLang(undefined, undefined, 'ar')).toBe('ar');
    expect(pageLang(undefined, 'en', 'ar')).toBe('en');
    expect(pageLang('en', undefined, 'ar')).toBe('en');
    expect(pageLang(undefined, undefined, 'fr')).toBe('en');
  });
});
