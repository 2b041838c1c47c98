import type { Page } from 'playwright-core';

/** The public pages as the sitemap lists them; `{brand}` is the configured brand slug. */
export async function publicPaths(baseUrl: string): Promise<string[]> {
  const site = (await (await fetch(`${baseUrl}/api/site`)).json()) as { brandSlug: string };
  return ['/', '/service', `/why${site.brandSlug}services`, '/locator', '/gallery', '/contact', '/ecatalog', '/no-such-page'];
}

/**
 * Opens a page in a language with the cookie choice already made (as a returning visitor), so the
 * consent banner does not cover what a journey looks at. The banner's own journey starts without it.
 */
export async function openPublicPage(page: Page, path: string, lang: 'en' | 'ar', options: { consented?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ({ lang, consented }) => {
      window.localStorage.setItem('lang', lang);
      if (consented) {
        window.localStorage.setItem('cookieConsent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() }));
        // The modal banner is the subject of its own journey.
        window.sessionStorage.setItem('modalBannerSeen', '1');
      }
    },
    { lang, consented: options.consented ?? true },
  );
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
}

/** Scrolls to the bottom so the sections loaded on approach (home sections, footer blocks) appear. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(120);
  }
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
}
