import { describe, expect, it } from '@jest/globals';
import { adminCatalogAr } from './admin-catalog.ar';
import { adminCatalogEn } from './admin-catalog.en';
import { ar } from './ar';
import { bookingAr } from './booking.ar';
import { bookingEn } from './booking.en';
import { en } from './en';
import { newsletterAr } from './newsletter.ar';
import { newsletterEn } from './newsletter.en';
import { publicAr } from './public.ar';
import { publicEn } from './public.en';
import { signedInAr } from './signed-in.ar';
import { signedInEn } from './signed-in.en';
import { warrantyAr } from './warranty.ar';
import { warrantyEn } from './warranty.en';

type Tree = { [key: string]: string | Tree };

/** Every leaf as "a.b.c" -> text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) out.set(leaf, text);
  }
  return out;
}

// The booking, warranty, record pages', admin catalog and unsubscribe page texts are separate bundles merged into the same namespace at run time.
const english = flatten({ ...en, ...bookingEn, ...warrantyEn, ...publicEn, ...signedInEn, ...adminCatalogEn, ...newsletterEn } as unknown as Tree);
const arabic = flatten({ ...ar, ...bookingAr, ...warrantyAr, ...publicAr, ...signedInAr, ...adminCatalogAr, ...newsletterAr } as unknown as Tree);

describe('locales', () => {
  it('keep the admin catalog bundle apart from the entry texts', () => {
    const shared = Object.keys(adminCatalogEn).filter((key) => key in en);
    expect(shared).toEqual([]);
  });

  it('keep the booking bundle apart from the other bundles', () => {
    const shared = Object.keys(bookingEn).filter((key) => key in en || key in adminCatalogEn);
    expect(shared).toEqual([]);
  });

  it('keep the warranty bundle apart from the other bundles', () => {
    const shared = Object.keys(warrantyEn).filter((key) => key in en || key in bookingEn || key in adminCatalogEn);
    expect(shared).toEqual([]);
  });

  it('keep the public-page bundle apart from the other bundles', () => {
    const shared = Object.keys(publicEn).filter((key) => key in en || key in bookingEn || key in warrantyEn || key in adminCatalogEn);
    expect(shared).toEqual([]);
  });

  it('keep the record pages\' bundle apart from the bundles every page loads', () => {
    const shared = Object.keys(signedInEn).filter((key) => key in en || key in bookingEn || key in warrantyEn || key in publicEn || key in adminCatalogEn);
    expect(shared).toEqual([]);
  });

  it('keep the unsubscribe page bundle apart from the other bundles', () => {
    const shared = Object.keys(newsletterEn).filter((key) => key in en || key in bookingEn || key in warrantyEn || key in publicEn || key in adminCatalogEn);
    expect(shared).toEqual([]);
  });

  it('have the same keys in English and Arabic', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts', () => {
    const empty = [...english, ...arabic].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('are really translated: Arabic texts contain Arabic script', () => {
    // Names of networks and grid letters may stay Latin; everything else must be Arabic.
    const latinOnly = [...arabic]
      .filter(([key]) => !['social.x'].includes(key))
      .filter(([, text]) => !/[\u0600-\u06FF]/.test(text))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it('keep the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, text] of english) {
      expect([key, placeholders(arabic.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    }
  });
});
