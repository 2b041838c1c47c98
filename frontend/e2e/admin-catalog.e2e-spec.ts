import { beforeAll, describe, expect, it } from '@jest/globals';
import { catalogMessage, NEWSLETTER_MESSAGES, SPEC_MESSAGES, type BannerRow, type CatalogResource } from '@dealer/contracts';
import { readFile } from 'node:fs/promises';
import { extractLink } from '../../backend/test/support/mail-catcher.js';
import type { Page } from 'playwright-core';
import { adminCatalogEn as texts } from '../src/locales/admin-catalog.en.js';
import { en } from './support/texts.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { repoRoot, type Stack } from './support/stack.js';
import { arrivesAt, confirmInDialog, field, logIn, toast } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let stack: Stack;
let page: Page;
let errors: string[];

beforeAll(async () => {
  stack = journey.stack;
  page = await newPage(journey.browser, { baseUrl: stack.baseUrl });
  errors = collectPageErrors(page);
  await logIn(page, stack.admin);
  await arrivesAt(page, '/AdminPanel');
}, 60_000);

const fixture = (name: string) => `${repoRoot}backend/test/fixtures/${name}`;

async function openTab(tab: keyof typeof en.admin.tabs): Promise<void> {
  await page.getByRole('tab', { name: en.admin.tabs[tab], exact: true }).click();
  await page.waitForURL((url) => url.search.includes(`tab=${tab}`));
}

async function save(): Promise<void> {
  await page.getByRole('button', { name: en.common.saveChanges }).click();
}

/** The tab's form (the tab panel and the form card carry the field's label too). */
const form = () => page.locator('form');

const cell = (text: string) => page.getByRole('gridcell', { name: text, exact: true });

/**
 * Waits for the grid to show a saved row. Once in a whole run it did not (the save's message shown, the
 * row never drawn in 30 s); a miss now says what the grid drew and what the API lists, with a screenshot.
 */
async function rowShown(resource: CatalogResource, text: string): Promise<void> {
  try {
    await cell(text).waitFor();
  } catch (error) {
    await screenshot(page, `admin-catalog-missing-${resource}`);
    const drawn = await page.getByRole('grid').allInnerTexts();
    const listed = await (await fetch(`${stack.baseUrl}/api/${resource}/`)).text();
    throw new Error(`${(error as Error).message}\nThe grid drew: ${JSON.stringify(drawn)}\nThe API lists: ${listed}`, { cause: error });
  }
}

interface CrudCase {
  tab: keyof typeof en.admin.tabs;
  resource: CatalogResource;
  fill: Record<string, string>;
  edit: [label: string, value: string];
  name: (values: Record<string, string>) => string;
}

// Names that sort onto the grid's first page among the demo data.
const CASES: CrudCase[] = [
  { tab: 'vehicleType', resource: 'vehicles', fill: { vehicleType: 'Audi' }, edit: ['vehicleType', 'BMW'], name: (v) => v.vehicleType! },
  { tab: 'modelYear', resource: 'models', fill: { modelYear: '2009' }, edit: ['modelYear', '2008'], name: (v) => v.modelYear! },
  { tab: 'transmission', resource: 'transmissions', fill: { transmissionName: 'Semi-Automatic' }, edit: ['transmissionName', 'e-CVT'], name: (v) => v.transmissionName! },
  {
    tab: 'services',
    resource: 'services',
    fill: { serviceName: 'A/C Vent Cleaning', serviceCategory: 'AC Servicing' },
    edit: ['serviceName', 'A/C Duct Cleaning'],
    name: (v) => `${v.serviceName} – ${v.serviceCategory}`,
  },
];

describe('admin catalog journey', () => {
  it.each(CASES)('creates, edits and deletes in the $tab tab', async ({ tab, resource, fill, edit, name }) => {
    await openTab(tab);
    for (const [key, value] of Object.entries(fill)) await field(form(), texts.catalog.fields[key as keyof typeof texts.catalog.fields]).fill(value);
    await save();
    await toast(page, catalogMessage(resource, 'added', 'en'));
    await rowShown(resource, Object.values(fill)[0]!);

    await page.getByRole('button', { name: texts.catalog.editRow.replace('{{name}}', name(fill)) }).click();
    const [label, value] = edit;
    await field(form(), texts.catalog.fields[label as keyof typeof texts.catalog.fields]).fill(value);
    await save();
    await toast(page, catalogMessage(resource, 'updated', 'en'));
    await rowShown(resource, value);
    expect(await cell(Object.values(fill)[0]!).count()).toBe(0);

    const edited = { ...fill, [label]: value };
    await page.getByRole('button', { name: texts.catalog.deleteRow.replace('{{name}}', name(edited)) }).click();
    await confirmInDialog(page, en.common.delete);
    await toast(page, catalogMessage(resource, 'deleted', 'en'));
    await cell(value).waitFor({ state: 'detached' });
  });

  it("shows 'Failed to add Year' for a duplicate model year", async () => {
    await openTab('modelYear');
    await field(form(), texts.catalog.fields.modelYear).fill('2024');
    await save();
    await toast(page, SPEC_MESSAGES.failedToAddYear.en);
  });

  it('uploads a gallery image and sees it served back', async () => {
    await openTab('portfolioImages');
    await page.locator('input[type=file]').setInputFiles(fixture('workshop.png'));
    await page.getByRole('img', { name: texts.catalog.image.preview }).waitFor();
    await save();
    await toast(page, SPEC_MESSAGES.imagesAdded.en);
    // Stored re-encoded and named by the hash of the stored bytes: the grid shows the newest image, loaded
    // from its copy for thumbnails (the ladder's narrowest step, never enlarged: still 120 pixels wide).
    const images = (await (await fetch(`${stack.baseUrl}/api/portfolioImages/`)).json()) as { data: { imagePath: string }[] };
    const src = images.data[0]!.imagePath;
    expect(src).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
    const thumbnail = `${src}?w=320`;
    await page.locator(`img.crud-grid__image[src="${thumbnail}"]`).waitFor();
    await page.waitForFunction((url) => (document.querySelector(`img[src="${url}"]`) as HTMLImageElement | null)?.naturalWidth === 120, thumbnail);
    const served = await fetch(`${stack.baseUrl}${src}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="${src.split('/').pop()}"`);
    const bytes = Buffer.from(await served.arrayBuffer());
    // The same picture: a PNG of 120 x 80 pixels (IHDR width and height).
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([120, 80]);
    await screenshot(page, 'admin-portfolio-images');
  });

  it('replaces the banner', async () => {
    await openTab('modalBanner');
    await field(form(), texts.catalog.fields.bannerTitle).fill('Winter A/C check: 15% off');
    await page.locator('input[type=file]').setInputFiles(fixture('workshop.jpg'));
    await save();
    await toast(page, SPEC_MESSAGES.bannerAdded.en);
    await cell('Winter A/C check: 15% off').waitFor();
    const banners = (await (await fetch(`${stack.baseUrl}/api/banners/`)).json()) as { data: BannerRow[] };
    expect(banners.data.map((b) => b.bannerTitle)).toEqual(['Winter A/C check: 15% off']);
  });

  it('exports the newsletter list as CSV', async () => {
    const sent = await fetch(`${stack.baseUrl}/api/contacts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Huda Al-Shehri', email: 'huda@example.com', phoneNumber: '0559876543', message: 'Quote for a compressor' }),
    });
    expect(sent.status).toBe(201);
    await openTab('newsletterSubs');
    await page.getByText(texts.newsletter.greeting).waitFor();
    await cell('Huda Al-Shehri').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.newsletter.requests.exportCsv }).click()]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/^"?Subscriber Name"?,"?Email"?,"?Phone Number"?/);
    expect(rows.some((row) => row.includes('Huda Al-Shehri') && row.includes('huda@example.com') && row.includes('0559876543'))).toBe(true);
    await screenshot(page, 'admin-newsletter');
    expect(errors.filter((e) => !e.startsWith('console.error: ApiError:'))).toEqual([]);
  });

  it('exports the newsletter subscribers and removes one', async () => {
    for (const [email, lang] of [['reader-en@example.com', 'en'], ['reader-ar@example.com', 'ar']]) {
      const sent = await fetch(`${stack.baseUrl}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang! },
        body: JSON.stringify({ email, consent: true }),
      });
      expect(sent.status).toBe(201);
      // On the list once its owner confirms from the mailed link.
      const mail = await stack.mail.waitForMail(email!, (m) => m.text.includes('/confirm-subscription?token='));
      const token = new URL(extractLink(mail, '/confirm-subscription?token=')).searchParams.get('token');
      const confirmed = await fetch(`${stack.baseUrl}/api/newsletter/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      expect(confirmed.status).toBe(200);
    }
    await openTab('newsletterSubs');
    // The list was read by the previous journey step; a reload shows the new subscribers at once.
    await page.reload();
    const subscribers = page.getByRole('region', { name: texts.newsletter.subscribers.heading });
    await subscribers.getByRole('gridcell', { name: 'reader-ar@example.com', exact: true }).waitFor();
    await subscribers.getByRole('gridcell', { name: texts.newsletter.subscribers.langAr, exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.newsletter.subscribers.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/^"?Email"?,"?Language"?,"?Consent given"?,"?Confirmed"?$/);
    expect(rows.some((row) => row.includes('reader-ar@example.com') && row.includes('Arabic'))).toBe(true);

    await page.getByRole('button', { name: texts.newsletter.subscribers.removeRow.replace('{{email}}', 'reader-en@example.com') }).click();
    await confirmInDialog(page, en.common.delete);
    await toast(page, NEWSLETTER_MESSAGES.subscriberRemoved.en);
    await subscribers.getByRole('gridcell', { name: 'reader-en@example.com', exact: true }).waitFor({ state: 'detached' });
    await subscribers.getByRole('gridcell', { name: 'reader-ar@example.com', exact: true }).waitFor();
    await screenshot(page, 'admin-newsletter-subscribers');
  });
});
