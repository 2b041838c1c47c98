import { describe, expect, it } from '@jest/globals';
import { caseInsensitive, isLinkActive } from './route-paths';

describe('caseInsensitive', () => {
  it('matches a path whatever its case, with or without a trailing slash', () => {
    const { pattern } = caseInsensitive('/WarrantyClaim');
    expect(pattern.test('/warrantyclaim')).toBe(true);
    expect(pattern.test('/WARRANTYCLAIM/')).toBe(true);
    expect(pattern.test('/warrantyclaims')).toBe(false);
  });

  it('keeps the names of parameters', () => {
    const { pattern, keys } = caseInsensitive('/bookings/:id');
    expect(keys).toEqual(['id']);
    expect(pattern.exec('/Bookings/abc-1')?.[1]).toBe('abc-1');
  });
});

describe('isLinkActive', () => {
  it('marks the link of the page shown, whatever the case', () => {
    expect(isLinkActive('/Locator', '/locator', false)).toBe(true);
    expect(isLinkActive('/locator/', '/locator', true)).toBe(true);
  });

  it('marks a section link on the pages under it unless it must match exactly', () => {
    expect(isLinkActive('/account/bookings', '/account', false)).toBe(true);
    expect(isLinkActive('/account/bookings', '/account', true)).toBe(false);
  });

  it('never marks the home link on another page, nor a link whose name only starts the same', () => {
    expect(isLinkActive('/service', '/', false)).toBe(false);
    expect(isLinkActive('/', '/', true)).toBe(true);
    expect(isLinkActive('/services-more', '/service', false)).toBe(false);
  });
});
