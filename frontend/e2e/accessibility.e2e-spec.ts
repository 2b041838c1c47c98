import { describe, expect, it } from '@jest/globals';
import { openPublicPage, scrollThrough, seriousAxeFindings, usePublicSiteJourney } from './support/public-site.js';
import { publicAr, publicEn } from './support/texts.js';

const BANNER_NAME = { en: publicEn.consent.banner, ar: publicAr.consent.banner } as const;

describe('accessibility: the consent banner over the pages', () => {
  const site = usePublicSiteJourney();

  // axe on every public page in both languages and widths runs where public-site.e2e-spec.ts opens them,
  // with consent given. A first visit shows the consent banner over the page (fixed, on top of the
  // content a phone shows): checked here on a phone, over home and over the locator's map and cards.
  it.each(['en', 'ar'] as const)('finds no serious or critical violation with the consent banner up (%s, 390px)', async (lang) => {
    const findings: string[] = [];
    for (const path of ['/', '/locator']) {
      // axe needs a page from browser.newContext().
      const context = await site.browser.newContext({ baseURL: site.stack.baseUrl, viewport: { width: 390, height: 844 }, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
      const page = await context.newPage();
      await openPublicPage(page, path, lang, { consented: false });
      await scrollThrough(page);
      await page.getByRole('region', { name: BANNER_NAME[lang] }).waitFor();
      findings.push(...(await seriousAxeFindings(page)).map((finding) => `${path}: ${finding}`));
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});
