import { describe, expect, it } from '@jest/globals';
import { accountMailAr } from './account-mail.ar';
import { accountMailEn } from './account-mail.en';
import { adminCatalogAr } from './admin-catalog.ar';
import { adminCatalogEn } from './admin-catalog.en';
import { ar } from './ar';
import { authFormsAr } from './auth-forms.ar';
import { authFormsEn } from './auth-forms.en';
import { bookingAr } from './booking.ar';
import { bookingEn } from './booking.en';
import { en } from './en';
import { infoPagesAr } from './info-pages.ar';
import { infoPagesEn } from './info-pages.en';
import { newsletterAr } from './newsletter.ar';
import { newsletterEn } from './newsletter.en';
import { packagesAr } from './packages.ar';
import { packagesEn } from './packages.en';
import { publicAr } from './public.ar';
import { publicEn } from './public.en';
import { signedInAr } from './signed-in.ar';
import { signedInEn } from './signed-in.en';
import { waitlistAr } from './waitlist.ar';
import { waitlistEn } from './waitlist.en';
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

// Each file's texts join one tree at run time (see lib/i18n.ts), so each top-level group is in one file only.
const ENGLISH_FILES = { en, publicEn, bookingEn, packagesEn, waitlistEn, warrantyEn, authFormsEn, infoPagesEn, signedInEn, adminCatalogEn, newsletterEn, accountMailEn };
const ARABIC_FILES = [ar, publicAr, bookingAr, packagesAr, waitlistAr, warrantyAr, authFormsAr, infoPagesAr, signedInAr, adminCatalogAr, newsletterAr, accountMailAr];
const english = flatten(Object.assign({}, ...Object.values(ENGLISH_FILES)) as Tree);
const arabic = flatten(Object.assign({}, ...ARABIC_FILES) as Tree);

describe('locales', () => {
  it('give each top-level group of texts to one file only', () => {
    const owners = new Map<string, string[]>();
    for (const [file, texts] of Object.entries(ENGLISH_FILES)) for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
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
