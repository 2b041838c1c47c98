import 'reflect-metadata';
import { describe, it, expect } from '@jest/globals';
import {
  ARABIC_COMPANIONS,
  CLOCK_TIME_PATTERN,
  CURRENCIES,
  DAY_TIMING_PATTERN,
  MAX_SERVICE_MINUTES,
  hoursFromClockTexts,
  OFFERS,
  WEEKDAYS,
  arabicField,
  countMissingArabic,
  minuteOfDayFromLabel,
  type ResourceWithArabic,
} from '@dealer/contracts';
import { createValidationPipe } from '../../../core/http/validation.pipe.js';
import { locationHours } from '../locations/location-hours.js';
import { LocationBody } from '../locations/locations.resource.js';
import * as demo from './catalog-demo.data.js';

const pipe = createValidationPipe(LocationBody);

/** Each city a demo branch is in: its Arabic name, its centre [latitude, longitude] and its landline area code. */
const CITIES: Record<string, { ar: string; centre: [number, number]; areaCode: string }> = {
  Riyadh: { ar: 'الرياض', centre: [24.7136, 46.6753], areaCode: '11' },
  'Al Kharj': { ar: 'الخرج', centre: [24.1483, 47.305], areaCode: '11' },
  Jeddah: { ar: 'جدة', centre: [21.5433, 39.1728], areaCode: '12' },
  Makkah: { ar: 'مكة المكرمة', centre: [21.4225, 39.8262], areaCode: '12' },
  Taif: { ar: 'الطائف', centre: [21.2703, 40.4158], areaCode: '12' },
  Madinah: { ar: 'المدينة المنورة', centre: [24.4672, 39.6112], areaCode: '14' },
  Yanbu: { ar: 'ينبع', centre: [24.0891, 38.0637], areaCode: '14' },
  Tabuk: { ar: 'تبوك', centre: [28.3838, 36.555], areaCode: '14' },
  Sakaka: { ar: 'سكاكا', centre: [29.9697, 40.2064], areaCode: '14' },
  Arar: { ar: 'عرعر', centre: [30.9753, 41.0381], areaCode: '14' },
  Dammam: { ar: 'الدمام', centre: [26.4207, 50.0888], areaCode: '13' },
  Khobar: { ar: 'الخبر', centre: [26.2794, 50.2083], areaCode: '13' },
  Dhahran: { ar: 'الظهران', centre: [26.2886, 50.114], areaCode: '13' },
  'Al Qatif': { ar: 'القطيف', centre: [26.565, 50.012], areaCode: '13' },
  'Al Jubail': { ar: 'الجبيل', centre: [27.0046, 49.646], areaCode: '13' },
  'Al Ahsa': { ar: 'الأحساء', centre: [25.3833, 49.5864], areaCode: '13' },
  'Hafar Al Batin': { ar: 'حفر الباطن', centre: [28.4342, 45.9636], areaCode: '13' },
  Buraidah: { ar: 'بريدة', centre: [26.326, 43.975], areaCode: '16' },
  Unaizah: { ar: 'عنيزة', centre: [26.084, 43.994], areaCode: '16' },
  Hail: { ar: 'حائل', centre: [27.5219, 41.6907], areaCode: '16' },
  Abha: { ar: 'أبها', centre: [18.2164, 42.5053], areaCode: '17' },
  'Khamis Mushait': { ar: 'خميس مشيط', centre: [18.3, 42.73], areaCode: '17' },
  Jazan: { ar: 'جازان', centre: [16.8892, 42.5511], areaCode: '17' },
  Najran: { ar: 'نجران', centre: [17.4917, 44.1322], areaCode: '17' },
};

function kilometresBetween([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size === values.length;

/** The demo rows of every resource with Arabic content, as plain records keyed by the contract's field names. */
const records = (rows: readonly object[]) => rows.map((row) => Object.fromEntries(Object.entries(row)));
const CONTENT: Record<ResourceWithArabic, Record<string, unknown>[]> = {
  services: records(demo.DEMO_SERVICES),
  vehicles: records(demo.DEMO_VEHICLE_TYPES),
  transmissions: records(demo.DEMO_TRANSMISSIONS),
  locations: records(demo.DEMO_BRANCHES),
  timings: records(demo.DEMO_TIMINGS),
  packages: records(demo.DEMO_PACKAGES),
  contactInfo: records([demo.DEMO_CONTACT_INFO]),
  portfolioImages: records(demo.DEMO_GALLERY),
  banners: [{ bannerTitle: demo.DEMO_BANNER.title, bannerTitleAr: demo.DEMO_BANNER.bannerTitleAr }],
};

/**
 * Written in Arabic script with no Latin letter: even the brands (GMC, MG) and the CVT gearbox are spelled
 * the way Saudi dealers spell them in Arabic, so an Arabic page shows no stray Latin word. Digits stay.
 */
function expectArabic(text: unknown): void {
  expect(typeof text).toBe('string');
  expect((text as string).trim()).toBe(text);
  expect(text).toMatch(/[\u0600-\u06FF]/);
  expect(text).not.toMatch(/[A-Za-z]/);
}

function expectEnglish(text: unknown): void {
  expect(typeof text).toBe('string');
  expect(text).toMatch(/[A-Za-z]/);
  expect(text).not.toMatch(/[\u0600-\u06FF]/);
}

describe('catalog demo data', () => {
  it('has at least 25 branches with unique names and e-mails', () => {
    expect(demo.DEMO_BRANCHES.length).toBeGreaterThanOrEqual(25);
    expect(unique(demo.DEMO_BRANCHES.map((b) => b.branchName))).toBe(true);
    expect(unique(demo.DEMO_BRANCHES.map((b) => b.email))).toBe(true);
  });

  it.each(demo.DEMO_BRANCHES.map((b) => [b.branchName, b] as const))('%s sits inside Saudi Arabia near its city, with its area code', (_, branch) => {
    expect(branch.latitude).toBeGreaterThanOrEqual(16);
    expect(branch.latitude).toBeLessThanOrEqual(32.2);
    expect(branch.longitude).toBeGreaterThanOrEqual(34.5);
    expect(branch.longitude).toBeLessThanOrEqual(55.7);
    const city = branch.branchName.split(' - ')[0];
    expect(CITIES[city]).toBeDefined();
    expect(kilometresBetween(CITIES[city].centre, [branch.latitude, branch.longitude])).toBeLessThan(60);
    expect(branch.phoneNumber.startsWith(`+966 ${CITIES[city].areaCode} `)).toBe(true);
  });

  it.each(demo.DEMO_BRANCHES.map((b) => [b.branchName, b] as const))('%s is named and addressed in Arabic in its city', (_, branch) => {
    const city = CITIES[branch.branchName.split(' - ')[0]];
    expect(branch.branchNameAr.startsWith(`${city.ar} - `)).toBe(true);
    expect(branch.addressAr.endsWith(`، ${city.ar}`)).toBe(true);
  });

  it('has distinct Arabic branch names', () => {
    expect(unique(demo.DEMO_BRANCHES.map((b) => b.branchNameAr))).toBe(true);
  });

  it.each(Object.entries(ARABIC_COMPANIONS))('gives every %s text an Arabic companion in Arabic script', (resource, fields) => {
    const rows = CONTENT[resource as ResourceWithArabic];
    expect(rows.length).toBeGreaterThan(0);
    expect(countMissingArabic(resource as ResourceWithArabic, rows)).toBe(0);
    for (const row of rows) {
      for (const field of fields) {
        expectEnglish(row[field]);
        expectArabic(row[arabicField(field)]);
      }
    }
  });

  it('names each service category the same way in Arabic across its services', () => {
    const categories = new Map(demo.DEMO_SERVICES.map((s) => [s.serviceCategory, s.serviceCategoryAr]));
    for (const service of demo.DEMO_SERVICES) expect(service.serviceCategoryAr).toBe(categories.get(service.serviceCategory));
    expect(new Set(categories.values()).size).toBe(categories.size);
  });

  it('keeps Arabic names of reference lists as distinct as their English ones', () => {
    expect(unique(demo.DEMO_SERVICES.map((s) => s.serviceNameAr))).toBe(true);
    expect(unique(demo.DEMO_VEHICLE_TYPES.map((v) => v.vehicleTypeAr))).toBe(true);
    expect(unique(demo.DEMO_TRANSMISSIONS.map((t) => t.transmissionNameAr))).toBe(true);
    expect(unique(demo.DEMO_PACKAGES.map((p) => p.serviceNameAr))).toBe(true);
    expect(unique(demo.DEMO_GALLERY.map((g) => g.captionAr))).toBe(true);
  });

  it.each(demo.DEMO_BRANCHES.map((b) => [b.branchName, b] as const))('%s has well-formed details', (_, branch) => {
    expect(branch.postCode).toMatch(/^\d{5}$/);
    expect(branch.email).toMatch(/^[a-z.]+@autocare\.example$/);
    expect(branch.phoneNumber).toMatch(/^\+966 1[1-7] \d{3} \d{4}$/);
    expect(branch.capacity).toBeGreaterThanOrEqual(1);
    expect(branch.capacity).toBeLessThanOrEqual(4);
    for (const date of branch.closedDates ?? []) expect(Number.isNaN(Date.parse(`${date}T00:00:00Z`))).toBe(false);
  });

  it.each(demo.DEMO_BRANCHES.map((b) => [b.branchName, b] as const))('%s has hours the API accepts, Ramadan hours and matching spec texts', async (_, branch) => {
    await expect(pipe.transform(JSON.parse(JSON.stringify(branch)), { type: 'body', metatype: LocationBody })).resolves.toBeInstanceOf(LocationBody);
    expect(branch.ramadanHours).not.toBeNull();
    const texts = locationHours(branch);
    expect(texts.openingSaturday).toMatch(CLOCK_TIME_PATTERN);
    expect(texts.tillThursday).toMatch(CLOCK_TIME_PATTERN);
    expect(hoursFromClockTexts(texts.openingSaturday, texts.tillThursday)).toEqual(branch.weeklyHours.saturday);
    expect(hoursFromClockTexts(texts.ramadanOpening!, texts.ramadanClosing!)).toEqual(branch.ramadanHours);
    expect(texts.workingDays).toEqual(WEEKDAYS.filter((day) => branch.weeklyHours[day]));
  });

  it('has branches open Friday evening, closing late, and working Ramadan nights', () => {
    const branches = demo.DEMO_BRANCHES;
    expect(branches.filter((b) => b.weeklyHours.friday && b.weeklyHours.friday.opens >= 16 * 60).length).toBeGreaterThanOrEqual(3);
    expect(branches.filter((b) => b.weeklyHours.friday === null).length).toBeGreaterThan(branches.length / 2);
    expect(branches.some((b) => b.weeklyHours.saturday!.closes === 24 * 60)).toBe(true);
    expect(branches.some((b) => b.weeklyHours.saturday!.closes === 23 * 60)).toBe(true);
    expect(branches.some((b) => b.ramadanHours.closes > 24 * 60)).toBe(true);
    expect(branches.some((b) => (b.specialHours ?? []).length > 0)).toBe(true);
  });

  it('has a slot grid from the usual opening to the last hour before the latest closing', () => {
    const grid = demo.DEMO_TIME_SLOT_LABELS.map((label) => minuteOfDayFromLabel(label)!);
    const days = demo.DEMO_BRANCHES.flatMap((b) => WEEKDAYS.map((day) => b.weeklyHours[day]).filter((h) => h !== null));
    const usualOpening = demo.DEMO_BRANCHES.filter((b) => b.weeklyHours.saturday!.opens === grid[0]).length;
    expect(usualOpening).toBeGreaterThan(demo.DEMO_BRANCHES.length / 2);
    expect(grid.at(-1)! + 60).toBeGreaterThanOrEqual(Math.min(24 * 60, Math.max(...days.map((h) => h.closes))));
  });

  it.each(demo.DEMO_SERVICES.map((s) => [s.serviceName, s] as const))('%s takes a duration the admin could pick', (_, service) => {
    expect(service.durationMinutes).toBeGreaterThan(0);
    expect(service.durationMinutes).toBeLessThanOrEqual(MAX_SERVICE_MINUTES);
    expect(service.durationMinutes % 15).toBe(0);
  });

  it('has hourly slot labels that parse and strictly increase', () => {
    const minutes = demo.DEMO_TIME_SLOT_LABELS.map(minuteOfDayFromLabel);
    expect(minutes).not.toContain(null);
    expect(demo.DEMO_TIME_SLOT_LABELS[0]).toBe('08:00 AM');
    expect(demo.DEMO_TIME_SLOT_LABELS.at(-1)).toBe('11:00 PM');
    minutes.slice(1).forEach((minute, i) => expect(minute as number).toBeGreaterThan(minutes[i] as number));
  });

  it('has day timings in the admin format', () => {
    for (const timing of demo.DEMO_TIMINGS) expect(timing.dayTiming).toMatch(DAY_TIMING_PATTERN);
  });

  it('gives every package services that the demo services hold, none twice', () => {
    const names = new Set(demo.DEMO_SERVICES.map((s) => s.serviceName));
    for (const pkg of demo.DEMO_PACKAGES) {
      expect(pkg.services.length).toBeGreaterThan(0);
      expect(pkg.services.filter((name) => !names.has(name))).toEqual([]);
      expect(new Set(pkg.services).size).toBe(pkg.services.length);
    }
  });

  it('prices packages with the contract offers and currencies, one most popular', () => {
    for (const pkg of demo.DEMO_PACKAGES) {
      expect(CURRENCIES).toContain(pkg.currency);
      expect(OFFERS).toContain(pkg.offer);
      expect(pkg.price).toBeGreaterThan(0);
    }
    expect(demo.DEMO_PACKAGES.filter((p) => p.mostPopular)).toHaveLength(1);
  });

  it('keeps reference lists free of duplicates the unique indexes would reject', () => {
    expect(unique(demo.DEMO_SERVICES.map((s) => `${s.serviceName}|${s.serviceCategory}`))).toBe(true);
    expect(unique(demo.DEMO_VEHICLE_TYPES.map((v) => v.vehicleType))).toBe(true);
    expect(unique(demo.DEMO_TRANSMISSIONS.map((t) => t.transmissionName))).toBe(true);
    expect(unique(demo.DEMO_MODEL_YEARS)).toBe(true);
    for (const year of demo.DEMO_MODEL_YEARS) expect(year).toMatch(/^\d{4}$/);
    expect(unique(demo.DEMO_GALLERY.map((g) => g.file))).toBe(true);
  });
});
