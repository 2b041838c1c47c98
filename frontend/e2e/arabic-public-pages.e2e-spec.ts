import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { bookingAr } from '../src/locales/booking.ar.js';
import { publicAr } from '../src/locales/public.ar.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { workingDate } from './support/dates.js';
import { openPublicPage, scrollThrough, seriousAxeViolations, usePublicSiteJourney } from './support/public-site.js';
import { field, pickDay } from './support/ui.js';

const journey = usePublicSiteJourney();

/**
 * Latin words an Arabic reader may still meet, each because it is a name or a value, not language: the
 * brand (a trade name), e-mail and web addresses, warranty claim references (WC-…), phone number masks
 * ('05XXXXXXXX'), the image formats an upload accepts (PNG, JPEG, WebP are what the file is called) and
 * 'NA', the value the warranty form asks for where data is missing. Digits are Western on purpose
 * (formatting.ts), so they are never flagged; prices read 'ر.س.'. Every other Latin word is a leftover.
 */
function allowedLatin(brandName: string): RegExp[] {
  const brand = new RegExp(`^${brandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
  return [brand, /^[\w.+-]+@[\w.-]+\.\w+$/, /^(https?:\/\/|www\.)\S+$/i, /^WC-[\w-]+$/, /^\u200e?\+?\d*X+$/, /^(PNG|JPEG|WebP|NA)$/];
}

/**
 * Places whose Latin text is right as it is: the social networks' marks (stand-ins for their logos), the
 * language switch (it names English in English) and the map's credit to Leaflet and OpenStreetMap.
 */
const LATIN_PLACES = '.social-links, .lang-toggle > [lang], .leaflet-control-attribution';

/** Every Latin word the reader can see or hear on the page (text, alt, title, aria-label, placeholder), with where it sits. */
async function latinWords(page: Page): Promise<{ word: string; where: string }[]> {
  return page.evaluate((places) => {
    const found: { word: string; where: string }[] = [];
    const words = (text: string) => text.split(/[\s\u00a0\u2066-\u2069()،,:;!?«»"]+/).filter((w) => /[A-Za-z]/.test(w));
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getClientRects?.();
      return !!box && box.length > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || parent.closest(places)) continue;
      // Options are read when their list opens, so they count although the closed list hides them.
      if (!parent.closest('option') && !visible(parent)) continue;
      for (const word of words(node.textContent ?? '')) found.push({ word, where: parent.outerHTML.slice(0, 120) });
    }
    for (const el of Array.from(document.body.querySelectorAll('[alt],[title],[aria-label],[placeholder]'))) {
      if (el.closest(places)) continue;
      for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
        for (const word of words(el.getAttribute(name) ?? '')) found.push({ word, where: `${name} of ${el.outerHTML.slice(0, 120)}` });
      }
    }
    return found;
  }, LATIN_PLACES);
}

describe.each([390, 1280])('an Arabic visitor reads Arabic on every public page at %i px', (width) => {
  let page: Page;
  let errors: string[];
  let allowed: RegExp[];

  beforeAll(async () => {
    page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl, lang: 'ar' });
    await page.setViewportSize({ width, height: 800 });
    errors = collectPageErrors(page);
    const site = (await (await fetch(`${journey.stack.baseUrl}/api/site`)).json()) as { brandName: string };
    allowed = allowedLatin(site.brandName);
  });

  const pages = ['/', '/service', 'why', '/locator', '/gallery', '/contact', '/ecatalog', '/WarrantyClaim', '/login', '/unsubscribe', '/confirm-subscription'];
  it.each(pages)('%s has no Latin text but names and addresses, and passes axe', async (path) => {
    const target = path === 'why' ? journey.paths[2]! : path;
    await openPublicPage(page, target, 'ar');
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    const leftovers = (await latinWords(page)).filter(({ word }) => !allowed.some((pattern) => pattern.test(word.replace(/^[.\-–]+|[.\-–]+$/g, ''))));
    await screenshot(page, `arabic-page-${target === '/' ? 'home' : target.slice(1)}-${width}`);
    expect(leftovers).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 60_000);

  it("the home page's search description counts the branches from the data, in Arabic", async () => {
    await openPublicPage(page, '/', 'ar');
    const branches = ((await (await fetch(`${journey.stack.baseUrl}/api/locations/`)).json()) as { data: unknown[] }).data;
    const description = publicAr.meta.homeCount.replace('{{count}}', String(branches.length));
    await page.locator(`meta[name=description][content="${description}"]`).waitFor({ state: 'attached' });
  });

  it('the booking form offers times as an Arabic reader writes them (9:00 ص)', async () => {
    await openPublicPage(page, '/', 'ar');
    const form = page.locator('form', { has: field(page, bookingAr.booking.fields.branchName) });
    const branch = field(form, bookingAr.booking.fields.branchName);
    await branch.locator('option').nth(1).waitFor({ state: 'attached' });
    await branch.selectOption({ index: 1 });
    await pickDay(form, workingDate(3));
    const times = form.locator('[role=radio] > span');
    await times.first().waitFor();
    const labels = await times.allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/^\d{1,2}:\d{2} [صم]$/);
    expect(errors).toEqual([]);
  }, 60_000);
});
