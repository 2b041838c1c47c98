import { beforeAll, describe, expect, it } from '@jest/globals';
import { IMAGE_WIDTHS, NEWSLETTER_MESSAGES } from '@dealer/contracts';
import type { Browser } from 'playwright-core';
import { extractLink } from '../../backend/test/support/mail-catcher.js';
import { adminCatalogEn } from '../src/locales/admin-catalog.en.js';
import { newsletterAr } from '../src/locales/newsletter.ar.js';
import { newsletterEn } from '../src/locales/newsletter.en.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { openPublicPage, scrollThrough, seriousAxeFindings, usePublicSiteJourney } from './support/public-site.js';
import type { Stack } from './support/stack.js';
import { arrivesAt, field, logIn, toast } from './support/ui.js';
import { ar, bookingEn, en, publicAr, publicEn } from './support/texts.js';

const TEXTS = { en: { ...en, ...publicEn }, ar: { ...ar, ...publicAr } } as const;
const LANGS = ['en', 'ar'] as const;

describe('public site', () => {
  const site = usePublicSiteJourney();
  let stack: Stack;
  let browser: Browser;
  let paths: string[];
  beforeAll(() => {
    ({ stack, browser, paths } = site);
  });

  // One test per language and width keeps each well inside its time limit when journeys run side by side
  // (about 100 s each on the slowest host seen, with both cores busy).
  // axe looks at each page here, as it stands once scrolled through (every section in), rather than on
  // a second opening of the same pages (accessibility.e2e-spec.ts checks the consent banner over them).
  it.each(LANGS.flatMap((lang) => [390, 1280].map((width) => [lang, width] as const)))(
    'renders every public page in %s at %ipx with its title, description, header and footer, and no serious axe finding',
    async (lang, width) => {
      const texts = TEXTS[lang];
      const findings: string[] = [];
      for (const path of paths) {
        const page = await newPage(browser, { baseUrl: stack.baseUrl, lang });
        await page.setViewportSize({ width, height: 844 });
        const errors = collectPageErrors(page);
        await openPublicPage(page, path, lang);
        await scrollThrough(page);

        expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await page.title()).toMatch(/ \| /);
        expect((await page.getAttribute('meta[name="description"]', 'content'))?.length).toBeGreaterThan(50);
        await page.getByRole('heading', { name: texts.siteFooter.timetable }).waitFor();
        await page.getByRole('button', { name: texts.siteFooter.cookiePreferences }).waitFor();
        if (path === '/no-such-page') await page.getByRole('heading', { name: texts.pages.notFound.heading, level: 1 }).waitFor();
        findings.push(...(await seriousAxeFindings(page)).map((finding) => `${path}: ${finding}`));
        await screenshot(page, `public-${lang}-${width}${path === '/' ? '-home' : path.replace(/\//g, '-')}`);
        expect(errors).toEqual([]);
        await page.context().close();
      }
      expect(findings).toEqual([]);
    },
    300_000,
  );

  it('shows the home sections with the real branch count, and the Arabic price currency', async () => {
    const branches = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: unknown[] }).data.length;
    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    await openPublicPage(page, '/', 'ar');
    await page.getByText(publicAr.home.locationsCount.replace('{{count}}', String(branches))).waitFor();
    await scrollThrough(page);
    for (const heading of [publicAr.home.aboutHeading, publicAr.home.whyHeading, publicAr.home.warrantyHeading, publicAr.home.mapHeading]) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.getByRole('tab', { name: publicAr.home.why.equipment.tab }).click();
    await page.getByText(publicAr.home.why.equipment.text).waitFor();
    expect(await page.locator('.package-card__amount').first().textContent()).toMatch(/^[\d,.]+\u00a0ر\.س\.$/);
    expect(await page.getByRole('link', { name: publicAr.home.warrantyCta }).getAttribute('href')).toBe('/WarrantyClaim');
    await page.context().close();
  });

  it('lists every branch on the locator with a booking link and directions built from its coordinates', async () => {
    const rows = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: { branchName: string; latitude: number; longitude: number }[] }).data;
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await openPublicPage(page, '/locator', 'en');
    const cards = page.locator('.branch-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(rows.length);
    const first = rows[0]!;
    const card = cards.filter({ hasText: first.branchName }).first();
    expect(await card.getByRole('link', { name: /Directions/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${first.latitude},${first.longitude}`,
    );
    // The map is the first screen: Leaflet waits for the visitor (a gesture, or its own button, pressed
    // here from the keyboard), so a phone's first load stays light. Without internet the map cannot
    // load its images: the page says so and the cards stay usable.
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await page.locator('.branch-map__show:enabled').waitFor();
    await page.getByRole('button', { name: publicEn.map.show }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.leaflet-container').waitFor();
    // Each marker is named by its branch for a screen reader.
    await page.locator('.leaflet-container').getByRole('button', { name: first.branchName, exact: true }).waitFor({ state: 'attached' });
    await page.getByText(publicEn.map.unavailable).waitFor({ timeout: 20_000 });
    await card.getByRole('link', { name: publicEn.branchCard.bookAt.replace('{{name}}', first.branchName) }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('branch') === first.branchName);
    await page.context().close();
  });

  it('answers an incomplete quote with "Please fill details" and a complete one with the server message', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    await openPublicPage(page, '/contact', 'ar');
    await page.getByRole('button', { name: publicAr.contactPage.submit }).click();
    await toast(page, 'يرجى تعبئة البيانات');
    await field(page, publicAr.contactPage.name).fill('عمر صالح');
    await field(page, publicAr.contactPage.email).fill('omar@journey.test');
    await field(page, publicAr.contactPage.phoneNumber).fill('+966 55 123 4567');
    await page.getByLabel(publicAr.contactPage.message).fill('أرغب في عرض سعر لتعبئة غاز المكيّف.');
    await page.getByRole('button', { name: publicAr.contactPage.submit }).click();
    await toast(page, 'شكراً لك! استلمنا طلبك وسنتواصل معك قريباً.');
    await page.context().close();
  });

  it('signs up in the footer with consent, confirms by the mailed link, shows the admin the subscriber and withdraws by the next link', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await openPublicPage(page, '/ecatalog', 'en');
    await scrollThrough(page);
    const consentBox = page.getByLabel(publicEn.siteFooter.newsletterConsent);
    expect(await consentBox.isChecked()).toBe(false);
    await page.getByLabel(publicEn.siteFooter.newsletterEmail).fill('layla@journey.test');
    await page.getByRole('button', { name: publicEn.siteFooter.newsletterSubmit }).click();
    await toast(page, publicEn.siteFooter.newsletterConsentNeeded);
    await consentBox.check();
    await page.getByRole('button', { name: publicEn.siteFooter.newsletterSubmit }).click();
    await toast(page, NEWSLETTER_MESSAGES.subscribed.en);
    await page.context().close();

    // The address joins the list only from the link mailed to it, opened and clicked in the visitor's language.
    const confirmMail = await stack.mail.waitForMail('layla@journey.test', (m) => m.subject.includes('Confirm your subscription'));
    const confirmLink = extractLink(confirmMail, '/confirm-subscription?token=');
    expect(confirmLink.startsWith(`${stack.baseUrl}/confirm-subscription?token=`)).toBe(true);
    const confirming = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    const confirmErrors = collectPageErrors(confirming);
    await openPublicPage(confirming, confirmLink.slice(stack.baseUrl.length), 'ar');
    await confirming.getByRole('heading', { name: newsletterAr.confirmSubscription.heading, level: 1 }).waitFor();
    expect(await seriousAxeFindings(confirming)).toEqual([]);
    await confirming.getByRole('button', { name: newsletterAr.confirmSubscription.confirm }).click();
    await confirming.getByRole('status').getByText(NEWSLETTER_MESSAGES.confirmed.ar).waitFor();
    expect(await confirming.getByRole('button', { name: newsletterAr.confirmSubscription.confirm }).count()).toBe(0);
    await screenshot(confirming, 'confirm-subscription-ar-done');
    // Opened again, the spent link says so and offers no button.
    await openPublicPage(confirming, confirmLink.slice(stack.baseUrl.length), 'ar');
    await confirming.getByRole('button', { name: newsletterAr.confirmSubscription.confirm }).click();
    await confirming.getByRole('status').getByText(NEWSLETTER_MESSAGES.confirmLinkUnknown.ar).waitFor();
    await confirming.getByRole('link', { name: newsletterAr.confirmSubscription.toHome }).waitFor();
    expect(confirmErrors).toEqual([]);
    await confirming.context().close();

    const mail = await stack.mail.waitForMail('layla@journey.test', (m) => m.subject.includes('You are subscribed'));
    const link = extractLink(mail, '/unsubscribe?token=');
    expect(link.startsWith(`${stack.baseUrl}/unsubscribe?token=`)).toBe(true);

    const admin = await newPage(browser, { baseUrl: stack.baseUrl });
    await logIn(admin, stack.admin);
    await arrivesAt(admin, '/AdminPanel');
    await admin.goto('/AdminPanel?tab=newsletterSubs');
    const subscribers = admin.getByRole('region', { name: adminCatalogEn.newsletter.subscribers.heading });
    await subscribers.getByRole('gridcell', { name: 'layla@journey.test', exact: true }).waitFor();
    await subscribers.getByRole('gridcell', { name: adminCatalogEn.newsletter.subscribers.langEn, exact: true }).first().waitFor();

    // The link opens a page that removes the subscription with one click, in the visitor's language.
    const visitor = await newPage(browser, { baseUrl: stack.baseUrl });
    const errors = collectPageErrors(visitor);
    await openPublicPage(visitor, link.slice(stack.baseUrl.length), 'en');
    await visitor.getByRole('heading', { name: newsletterEn.unsubscribe.heading, level: 1 }).waitFor();
    expect(await seriousAxeFindings(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: newsletterEn.unsubscribe.confirm }).click();
    await visitor.getByRole('status').getByText(NEWSLETTER_MESSAGES.unsubscribed.en).waitFor();
    expect(await visitor.getByRole('button', { name: newsletterEn.unsubscribe.confirm }).count()).toBe(0);
    await screenshot(visitor, 'unsubscribe-en-done');
    expect(errors).toEqual([]);
    await visitor.context().close();

    await admin.reload();
    // The journey's stack has no other subscriber: the list is now empty.
    // The grid's own overlay: AG Grid also says the same words for a moment in its hidden live region.
    await subscribers.locator('.ag-overlay-no-rows-center', { hasText: adminCatalogEn.newsletter.subscribers.noRows }).waitFor();
    expect(await subscribers.getByRole('gridcell', { name: 'layla@journey.test', exact: true }).count()).toBe(0);
    await admin.context().close();

    // The same link again: nothing left to remove, said so in words.
    const again = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    await openPublicPage(again, link.slice(stack.baseUrl.length), 'ar');
    await again.getByRole('button', { name: newsletterAr.unsubscribe.confirm }).click();
    await again.getByText(NEWSLETTER_MESSAGES.unsubscribeLinkUnknown.ar).waitFor();
    expect(await again.getAttribute('html', 'dir')).toBe('rtl');
    await again.getByRole('link', { name: newsletterAr.unsubscribe.toHome }).waitFor();
    expect(await seriousAxeFindings(again)).toEqual([]);
    await screenshot(again, 'unsubscribe-ar-spent-link');
    await again.context().close();
  });

  it('loads a page again when its code is of a build replaced since, and says so when that does not help', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPublicPage(page, '/', 'en');
    // A new build was deployed since the page was opened: the gallery's code of the old one is gone.
    // Gone until the page is loaded again (the new build's page then asks for the new build's file).
    let reloaded = false;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/gallery') reloaded = true;
    });
    await page.route(/\/assets\/gallery-page-[^/]+\.js$/, (route) => (reloaded ? route.continue() : route.fulfill({ status: 404, body: '' })));
    await page.getByRole('banner').getByRole('link', { name: en.nav.gallery, exact: true }).click();
    await page.getByRole('heading', { name: en.pages.gallery.heading, level: 1 }).waitFor();
    await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'reload');
    expect(await page.evaluate(() => location.pathname)).toBe('/gallery');

    // Missing again at once: loading again would not help, so the page says so, the site around it kept.
    await page.route(/\/assets\/contact-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.getByRole('banner').getByRole('link', { name: en.nav.contact, exact: true }).click();
    const notice = page.getByRole('main').getByRole('alert').filter({ hasText: en.common.networkError });
    await notice.waitFor();
    await notice.getByRole('button', { name: en.common.retry }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: en.nav.gallery, exact: true }).waitFor();
    await screenshot(page, 'stale-build-notice-en');
    await page.context().close();
  });

  it('keeps the language chosen with the toggle on an address that names another (?lang=ar), reloaded and on the next page', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    await openPublicPage(page, '/service?lang=ar', 'ar');
    await page.locator('button.lang-toggle').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: en.pages.services.heading, level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('banner').getByRole('link', { name: en.nav.gallery, exact: true }).click();
    await page.getByRole('heading', { name: en.pages.gallery.heading, level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();
  });

  it('opens a gallery photo in the lightbox and moves with arrows, buttons and Escape', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await openPublicPage(page, '/gallery', 'en');
    const thumbnails = page.locator('.photo-grid__button');
    await thumbnails.first().waitFor();
    const count = await thumbnails.count();
    expect(count).toBeGreaterThan(1);
    await thumbnails.first().click();
    const caption = page.locator('.lightbox__caption');
    await caption.getByText(`Photo 1 of ${count}`).waitFor();
    await page.keyboard.press('ArrowRight');
    await caption.getByText(`Photo 2 of ${count}`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await caption.getByText(`Photo ${count} of ${count}`).waitFor();
    await page.getByRole('button', { name: publicEn.gallery.next }).click();
    await caption.getByText(`Photo 1 of ${count}`).waitFor();
    expect(await caption.textContent()).toMatch(/AH\)/);
    await screenshot(page, 'public-en-lightbox');
    await page.keyboard.press('Escape');
    await page.locator('dialog.lightbox').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('draws gallery photos from copies as wide as a phone or a desk shows them, and the lightbox from one of at most 1920 pixels', async () => {
    for (const [width, density] of [[390, 3], [1280, 1]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: density, baseURL: stack.baseUrl });
      const page = await context.newPage();
      await openPublicPage(page, '/gallery', 'en');
      const first = page.locator('.photo-grid img').first();
      await first.waitFor();
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.photo-grid img');
        return !!image && image.complete && image.naturalWidth > 0;
      });
      const shown = await first.evaluate((image: HTMLImageElement) => ({ src: image.currentSrc, drawn: image.getBoundingClientRect().width }));
      const step = Number(/\?w=(\d+)$/.exec(shown.src)?.[1]);
      // Enough pixels for the screen's density, from the ladder rather than the upload.
      expect(step).toBeGreaterThanOrEqual(shown.drawn * density);
      const copy = await page.request.get(shown.src);
      expect(copy.headers()['content-type']).toBe('image/webp');
      const original = await page.request.get(shown.src.replace(/\?w=\d+$/, ''));
      expect((await copy.body()).length).toBeLessThan((await original.body()).length);
      if (width === 1280) {
        expect(step).toBe(480);
        // The lazy ones are fetched after layout, at the step that covers the column they are drawn in.
        const last = page.locator('.photo-grid img').last();
        await last.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => {
          const image = [...document.querySelectorAll<HTMLImageElement>('.photo-grid img')].at(-1);
          return !!image && image.complete && image.naturalWidth > 0;
        });
        const lazy = await last.evaluate((image: HTMLImageElement) => ({ src: image.currentSrc, drawn: image.getBoundingClientRect().width }));
        expect(Number(/\?w=(\d+)$/.exec(lazy.src)?.[1])).toBe(IMAGE_WIDTHS.find((candidate) => candidate >= lazy.drawn));
        expect(lazy.drawn).toBeLessThan(320);
        await page.locator('.photo-grid__button').first().click();
        const large = page.locator('.lightbox__image');
        await large.waitFor();
        expect(await large.getAttribute('src')).toMatch(/\.jpg\?w=1920$/);
        // The demo photos are 800 pixels wide: a copy is never enlarged.
        await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('.lightbox__image')?.naturalWidth ?? 0) > 0);
        expect(await large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
      }
      await context.close();
    }
  });

  it('keeps only essential storage until consent, remembers the choice and lets it be changed', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await openPublicPage(page, '/service', 'en', { consented: false });
    const banner = page.getByRole('region', { name: publicEn.consent.banner });
    await banner.waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBeNull();
    await banner.getByRole('button', { name: publicEn.consent.essentialOnly }).click();
    await banner.waitFor({ state: 'detached' });
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('cookieConsent')))!)).toMatchObject({ analytics: false, marketing: false });

    // Once per visit: the admin's modal banner opens after the choice, then not on the next page.
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: en.common.close }).click();
    // Nothing on the page opened it, so focus goes to the page's main region, not back to the body.
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await page.reload();
    await page.locator('h1').waitFor();
    await page.waitForTimeout(800);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await banner.count()).toBe(0);

    await scrollThrough(page);
    await page.getByRole('button', { name: publicEn.siteFooter.cookiePreferences }).click();
    await page.getByLabel(new RegExp(publicEn.consent.analytics)).check();
    await page.getByRole('button', { name: publicEn.consent.save }).click();
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('cookieConsent')))!)).toMatchObject({ analytics: true, marketing: false });

    await page.getByRole('button', { name: publicEn.siteFooter.privacy }).click();
    const notice = page.getByRole('dialog', { name: publicEn.siteFooter.privacy });
    await notice.getByRole('heading', { name: 'Your rights' }).waitFor();
    await notice.getByRole('button', { name: 'العربية' }).click();
    await notice.getByRole('heading', { name: 'حقوقك' }).waitFor();
    await page.context().close();
  });

  it("keeps the modal banner off a page whose form the visitor has begun, and opens it on the next page", async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await openPublicPage(page, '/', 'en', { consented: false });
    const consent = page.getByRole('region', { name: publicEn.consent.banner });
    await consent.waitFor();
    // The visitor starts on the booking form, then answers the cookie notice.
    const make = field(page, bookingEn.booking.fields.vehicleType);
    await make.focus();
    await consent.getByRole('button', { name: publicEn.consent.essentialOnly }).click();
    await consent.waitFor({ state: 'detached' });
    await make.selectOption('Toyota');
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await make.inputValue()).toBe('Toyota');

    await page.getByRole('navigation').first().getByRole('link', { name: en.nav.services, exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'modal-banner-next-page');
    await page.context().close();
  });

  it('switches the language from the header and serves robots.txt and the sitemap', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await openPublicPage(page, '/gallery', 'en');
    // The toggle names the other language in that language.
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { name: ar.pages.gallery.heading, level: 1 }).waitFor();
    await page.context().close();

    const robots = await (await fetch(`${stack.baseUrl}/robots.txt`)).text();
    const sitemap = await (await fetch(`${stack.baseUrl}/sitemap.xml`)).text();
    expect(robots).toContain(`Sitemap: ${stack.baseUrl}/sitemap.xml`);
    for (const path of paths.filter((p) => p !== '/no-such-page')) expect(sitemap).toContain(`<loc>${stack.baseUrl}${path}</loc>`);
  });
});
