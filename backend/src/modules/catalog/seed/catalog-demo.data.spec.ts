import { describe, it, expect } from '@jest/globals';
import {
  CLOCK_TIME_PATTERN,
  CURRENCIES,
  DAY_TIMING_PATTERN,
  OFFERS,
  WEEKDAYS,
  minuteOfDayFromLabel,
} from '@dealer/contracts';
import {
  DEMO_BRANCHES,
  DEMO_GALLERY,
  DEMO_MODEL_YEARS,
  DEMO_PACKAGES,
  DEMO_SERVICES,
  DEMO_TIME_SLOT_LABELS,
  DEMO_TIMINGS,
  DEMO_TRANSMISSIONS,
  DEMO_VEHICLE_TYPES,
} from './catalog-demo.data.js';

/** Each city a demo branch is in: its centre [latitude, longitude] and its landline area code. */
const CITIES: Record<string, { centre: [number, number]; areaCode: string }> = {
  Riyadh: { centre: [24.7136, 46.6753], areaCode: '11' },
  'Al Kharj': { centre: [24.1483, 47.305], areaCode: '11' },
  Jeddah: { centre: [21.5433, 39.1728], areaCode: '12' },
  Makkah: { centre: [21.4225, 39.8262], areaCode: '12' },
  Taif: { centre: [21.2703, 40.4158], areaCode: '12' },
  Madinah: { centre: [24.4672, 39.6112], areaCode: '14' },
  Yanbu: { centre: [24.0891, 38.0637], areaCode: '14' },
  Tabuk: { centre: [28.3838, 36.555], areaCode: '14' },
  Sakaka: { centre: [29.9697, 40.2064], areaCode: '14' },
  Arar: { centre: [30.9753, 41.0381], areaCode: '14' },
  Dammam: { centre: [26.4207, 50.0888], areaCode: '13' },
  Khobar: { centre: [26.2794, 50.2083], areaCode: '13' },
  Dhahran: { centre: [26.2886, 50.114], areaCode: '13' },
  'Al Qatif': { centre: [26.565, 50.012], areaCode: '13' },
  'Al Jubail': { centre: [27.0046, 49.646], areaCode: '13' },
  'Al Ahsa': { centre: [25.3833, 49.5864], areaCode: '13' },
  'Hafar Al Batin': { centre: [28.4342, 45.9636], areaCode: '13' },
  Buraidah: { centre: [26.326, 43.975], areaCode: '16' },
  Unaizah: { centre: [26.084, 43.994], areaCode: '16' },
  Hail: { centre: [27.5219, 41.6907], areaCode: '16' },
  Abha: { centre: [18.2164, 42.5053], areaCode: '17' },
  'Khamis Mushait': { centre: [18.3, 42.73], areaCode: '17' },
  Jazan: { centre: [16.8892, 42.5511], areaCode: '17' },
  Najran: { centre: [17.4917, 44.1322], areaCode: '17' },
};

function kilometresBetween([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size === values.length;

describe('catalog demo data', () => {
  it('has at least 25 branches with unique names and e-mails', () => {
    expect(DEMO_BRANCHES.length).toBeGreaterThanOrEqual(25);
    expect(unique(DEMO_BRANCHES.map((b) => b.branchName))).toBe(true);
    expect(unique(DEMO_BRANCHES.map((b) => b.email))).toBe(true);
  });

  it.each(DEMO_BRANCHES.map((b) => [b.branchName, b] as const))('%s sits inside Saudi Arabia near its city, with its area code', (_, branch) => {
    expect(branch.latitude).toBeGreaterThanOrEqual(16);
    expect(branch.latitude).toBeLessThanOrEqual(32.2);
    expect(branch.longitude).toBeGreaterThanOrEqual(34.5);
    expect(branch.longitude).toBeLessThanOrEqual(55.7);
    const city = branch.branchName.split(' - ')[0];
    expect(CITIES[city]).toBeDefined();
    expect(kilometresBetween(CITIES[city].centre, [branch.latitude, branch.longitude])).toBeLessThan(60);
    expect(branch.phoneNumber.startsWith(`+966 ${CITIES[city].areaCode} `)).toBe(true);
  });

  it.each(DEMO_BRANCHES.map((b) => [b.branchName, b] as const))('%s has well-formed details', (_, branch) => {
    expect(branch.postCode).toMatch(/^\d{5}$/);
    expect(branch.email).toMatch(/^[a-z.]+@autocare\.example$/);
    expect(branch.phoneNumber).toMatch(/^\+966 1[1-7] \d{3} \d{4}$/);
    expect(branch.openingSaturday).toMatch(CLOCK_TIME_PATTERN);
    expect(branch.tillThursday).toMatch(CLOCK_TIME_PATTERN);
    expect(branch.capacity).toBeGreaterThanOrEqual(1);
    expect(branch.capacity).toBeLessThanOrEqual(4);
    // Ramadan hours come both or neither.
    expect(branch.ramadanOpening === undefined).toBe(branch.ramadanClosing === undefined);
    for (const time of [branch.ramadanOpening, branch.ramadanClosing]) {
      if (time !== undefined && time !== null) expect(time).toMatch(CLOCK_TIME_PATTERN);
    }
    for (const day of branch.workingDays ?? []) expect(WEEKDAYS).toContain(day);
    for (const date of branch.closedDates ?? []) expect(Number.isNaN(Date.parse(`${date}T00:00:00Z`))).toBe(false);
  });

  it('has hourly slot labels that parse and strictly increase', () => {
    const minutes = DEMO_TIME_SLOT_LABELS.map(minuteOfDayFromLabel);
    expect(minutes).not.toContain(null);
    expect(DEMO_TIME_SLOT_LABELS[0]).toBe('08:00 AM');
    expect(DEMO_TIME_SLOT_LABELS.at(-1)).toBe('09:00 PM');
    minutes.slice(1).forEach((minute, i) => expect(minute as number).toBeGreaterThan(minutes[i] as number));
  });

  it('has day timings in the admin format', () => {
    for (const timing of DEMO_TIMINGS) expect(timing.dayTiming).toMatch(DAY_TIMING_PATTERN);
  });

  it('prices packages with the contract offers and currencies, one most popular', () => {
    for (const pkg of DEMO_PACKAGES) {
      expect(CURRENCIES).toContain(pkg.currency);
      expect(OFFERS).toContain(pkg.offer);
      expect(pkg.price).toBeGreaterThan(0);
    }
    expect(DEMO_PACKAGES.filter((p) => p.mostPopular)).toHaveLength(1);
  });

  it('keeps reference lists free of duplicates the unique indexes would reject', () => {
    expect(unique(DEMO_SERVICES.map((s) => `${s.serviceName}|${s.serviceCategory}`))).toBe(true);
    expect(unique(DEMO_VEHICLE_TYPES)).toBe(true);
    expect(unique(DEMO_TRANSMISSIONS)).toBe(true);
    expect(unique(DEMO_MODEL_YEARS)).toBe(true);
    for (const year of DEMO_MODEL_YEARS) expect(year).toMatch(/^\d{4}$/);
    expect(unique(DEMO_GALLERY.map((g) => g.file))).toBe(true);
  });
});
