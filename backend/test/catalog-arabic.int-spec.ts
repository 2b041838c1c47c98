import { beforeAll, describe, expect, it } from '@jest/globals';
import { ARABIC_COMPANIONS, arabicField, countMissingArabic, FIELD_LABELS, type ResourceWithArabic } from '@dealer/contracts';
import { readFile } from 'node:fs/promises';
import { DEMO_CONTACT_INFO } from '../src/modules/catalog/seed/catalog-demo.data.js';
import { adminCaller } from './support/accounts.js';
import { documentedOperations, type Schema } from './support/api-document.js';
import { BRANCH_DETAILS } from './support/booking-fixtures.js';
import { Caller } from './support/http-client.js';
import { useTestApp } from './support/test-app.js';

const t = useTestApp();
let admin: Caller;
let adminInArabic: Caller;
/** Each resource's write body as the served OpenAPI document describes it. */
const bodies: Record<string, Schema> = {};
const images: Record<'png' | 'jpeg', string> = { png: '', jpeg: '' };

beforeAll(async () => {
  admin = await adminCaller(t);
  adminInArabic = await adminCaller(t, 'ar');
  for (const operation of await documentedOperations(t.app)) {
    if (operation.method === 'POST' && operation.body) bodies[operation.path] = operation.body;
  }
  for (const type of ['png', 'jpeg'] as const) {
    const bytes = await readFile(new URL(`./fixtures/workshop.${type === 'png' ? 'png' : 'jpg'}`, import.meta.url));
    images[type] = `data:image/${type};base64,${bytes.toString('base64')}`;
  }
});

interface Case {
  resource: ResourceWithArabic;
  /** A valid body with the English texts only (images are filled in once loaded). */
  english: () => Record<string, unknown>;
  /** Its Arabic companions, one per content field in ARABIC_COMPANIONS. */
  arabic: Record<string, string>;
}

const CASES: Case[] = [
  {
    resource: 'services',
    english: () => ({ serviceName: 'A/C Gas Refill', serviceCategory: 'AC Servicing' }),
    arabic: { serviceNameAr: 'تعبئة غاز المكيف', serviceCategoryAr: 'صيانة المكيفات' },
  },
  { resource: 'vehicles', english: () => ({ vehicleType: 'Geely' }), arabic: { vehicleTypeAr: 'جيلي' } },
  { resource: 'transmissions', english: () => ({ transmissionName: 'CVT' }), arabic: { transmissionNameAr: 'متغير باستمرار' } },
  {
    resource: 'locations',
    english: () => ({ branchName: 'Abha - Al Khalidiyah', ...BRANCH_DETAILS, address: 'King Faisal Road, Al Khalidiyah, Abha', latitude: 18.22, longitude: 42.5 }),
    arabic: { branchNameAr: 'أبها - الخالدية', addressAr: 'طريق الملك فيصل، حي الخالدية، أبها' },
  },
  { resource: 'timings', english: () => ({ day: 'Friday', dayTiming: '04:00-PM to 10:00-PM' }), arabic: { dayAr: 'الجمعة' } },
  {
    resource: 'packages',
    english: () => ({ serviceName: 'Full A/C Service', description: 'Gas refill and a new cabin filter', currency: 'SR', price: 349, offer: 'Month', mostPopular: 'true' }),
    arabic: { serviceNameAr: 'صيانة شاملة للمكيف', descriptionAr: 'تعبئة الغاز وتغيير فلتر المكيف' },
  },
  {
    resource: 'contactInfo',
    english: () => ({ email: 'care@autocare.example', phoneNumber: '+966 920 000 000', address: 'King Fahd Road, Riyadh' }),
    arabic: { addressAr: 'طريق الملك فهد، الرياض' },
  },
  {
    resource: 'portfolioImages',
    english: () => ({ imagePath: images.png, caption: 'A red car raised on a two-post lift' }),
    arabic: { captionAr: 'سيارة حمراء مرفوعة على رافعة بعمودين' },
  },
  { resource: 'banners', english: () => ({ bannerTitle: 'Summer A/C offer: 20% off', imagePath: images.jpeg }), arabic: { bannerTitleAr: 'عرض الصيف: خصم 20% على المكيف' } },
];

/** The texts a row shows in both languages: the English content fields beside their companions. */
const contentFields = (resource: ResourceWithArabic): string[] => ARABIC_COMPANIONS[resource].flatMap((field) => [field, arabicField(field)]);
const pick = (row: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.filter((field) => field in row).map((field) => [field, row[field]]));

describe.each(CASES)('$resource in both languages', ({ resource, english, arabic }) => {
  const path = `/api/${resource}/`;
  const body = () => bodies[`/api/${resource}`]!;
  /** The content texts a write may leave out: the companions, and a package's description or an image's caption. */
  const optional = () => contentFields(resource).filter((field) => !(body().required ?? []).includes(field));

  async function listed(id: string): Promise<Record<string, unknown>> {
    const { body } = await new Caller(t.app).get<{ data: Record<string, unknown>[] }>(path);
    return body.data.find((row) => row._id === id)!;
  }

  it('names every companion in the request document, optional and bounded like its English field', () => {
    for (const field of ARABIC_COMPANIONS[resource]) {
      const companion = body().properties![arabicField(field)]!;
      expect(companion).toMatchObject({ type: 'string', maxLength: body().properties![field]!.maxLength });
      expect(optional()).toContain(arabicField(field));
    }
  });

  it('creates and updates with the Arabic, trimmed, and lists both languages', async () => {
    const padded = Object.fromEntries(Object.entries(arabic).map(([field, text]) => [field, `  ${text}\n`]));
    const created = await admin.post<{ _id: string }>(path, { ...english(), ...padded });
    expect(created.status).toBe(201);
    expect(await listed(created.body._id)).toMatchObject({ ...pick(english(), contentFields(resource)), ...arabic });

    const changed = Object.fromEntries(Object.entries(arabic).map(([field, text]) => [field, `${text} الجديد`]));
    expect((await admin.put(`${path}${created.body._id}`, { ...english(), ...changed })).status).toBe(200);
    expect(await listed(created.body._id)).toMatchObject(changed);

    // A client that knows only the spec's English fields loses nothing: left out, the Arabic stays.
    expect((await admin.put(`${path}${created.body._id}`, english())).status).toBe(200);
    expect(await listed(created.body._id)).toMatchObject(changed);
    // Sent empty, it is cleared.
    const cleared = Object.fromEntries(Object.keys(arabic).map((field) => [field, '']));
    expect((await admin.put(`${path}${created.body._id}`, { ...english(), ...cleared })).status).toBe(200);
    expect(await listed(created.body._id)).toMatchObject(cleared);
    expect((await admin.delete(`${path}${created.body._id}`)).status).toBe(200);
  });

  it('lists a text never entered as empty', async () => {
    const bare = Object.fromEntries(Object.entries(english()).filter(([field]) => !optional().includes(field)));
    const created = await admin.post<{ _id: string }>(path, bare);
    expect(created.status).toBe(201);
    expect(pick(await listed(created.body._id), optional())).toEqual(Object.fromEntries(optional().map((field) => [field, ''])));
    expect((await admin.delete(`${path}${created.body._id}`)).status).toBe(200);
  });

  it('refuses a companion longer than its English field, or one that is not text, naming it', async () => {
    for (const field of Object.keys(arabic)) {
      const bound = body().properties![field]!.maxLength!;
      const label = FIELD_LABELS[field]!;
      const tooLong = await admin.post(path, { ...english(), [field]: 'ع'.repeat(bound + 1) });
      expect(tooLong).toMatchObject({ status: 400, body: { message: `${label.en} must be at most ${bound} characters` } });
      const inArabic = await adminInArabic.post(path, { ...english(), [field]: 'ع'.repeat(bound + 1) });
      expect(inArabic.body.message).toBe(`الحد الأقصى لطول ${label.ar} هو ${bound} حرفاً`);
      expect(await admin.post(path, { ...english(), [field]: null })).toMatchObject({ status: 400, body: { message: `${label.en} must be text` } });
    }
    expect((await new Caller(t.app).get<{ data: unknown[] }>(path)).body.data).toEqual([]);
  });
});

describe('the demo catalog', () => {
  const demo = useTestApp({ env: { SEED_DEMO: 'true' } });

  it('lists every Arabic companion of every resource, as text, none missing', async () => {
    const caller = () => new Caller(demo.app);
    for (const resource of Object.keys(ARABIC_COMPANIONS) as ResourceWithArabic[]) {
      const { body } = await caller().get<{ data: Record<string, unknown>[] }>(`/api/${resource}/`);
      expect(body.data.length).toBeGreaterThan(0);
      for (const row of body.data) for (const field of contentFields(resource)) expect(typeof row[field]).toBe('string');
      expect(countMissingArabic(resource, body.data)).toBe(0);
    }
    const contact = (await caller().get<{ data: Record<string, unknown>[] }>('/api/contactInfo/')).body.data[0];
    expect(contact).toMatchObject({ address: DEMO_CONTACT_INFO.address, addressAr: DEMO_CONTACT_INFO.addressAr });
  });
});
