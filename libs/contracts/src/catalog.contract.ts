import type { OpenHours, SpecialHours, WeeklyHours } from './branch-hours.js';
import type { Lang } from './i18n.js';

/** Every list answer of the catalog: `{data: [...]}`; contacts use `contacts` (spec). */
export interface ListResponse<T> {
  data: T[];
}

/** A create answers its new id beside the message, so a client can follow up without reloading. */
export interface CreatedResponse {
  message: string;
  _id: string;
}

export const CURRENCIES = ['SR', '$'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const OFFERS = ['Hr', 'Day', 'Weekend', 'Month', 'Year', 'Black Friday', 'Special Offer'] as const;
export type Offer = (typeof OFFERS)[number];

/** Weekdays in the Saudi week's order (Saturday first). */
export const WEEKDAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const DEFAULT_WORKING_DAYS: Weekday[] = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'];

/** 'HH:MM-AM/PM' as the spec's admin form hints it, e.g. '08:00-AM'. */
export const CLOCK_TIME_PATTERN = /^(0[1-9]|1[0-2]):[0-5]\d-(AM|PM)$/;
/** 'HH:MM-AM/PM to HH:MM-AM/PM', e.g. '08:00-AM to 10:00-PM'. */
export const DAY_TIMING_PATTERN = /^(0[1-9]|1[0-2]):[0-5]\d-(AM|PM) to (0[1-9]|1[0-2]):[0-5]\d-(AM|PM)$/;

export interface ServiceInput {
  serviceName: string;
  serviceCategory: string;
  serviceNameAr?: string;
  serviceCategoryAr?: string;
  /** How long the service's work holds a bay, in minutes (DEFAULT_SERVICE_MINUTES when left out on create). */
  durationMinutes?: number;
}
export interface ServiceRow extends Required<ServiceInput> {
  _id: string;
}

export interface VehicleInput {
  vehicleType: string;
  vehicleTypeAr?: string;
}
export interface VehicleRow extends Required<VehicleInput> {
  _id: string;
}

export interface ModelInput {
  /** A four-digit year such as '2024'. */
  modelYear: string;
}
export interface ModelRow extends ModelInput {
  _id: string;
}

export interface TransmissionInput {
  transmissionName: string;
  transmissionNameAr?: string;
}
export interface TransmissionRow extends Required<TransmissionInput> {
  _id: string;
}

export interface TimeSlotInput {
  /** 12-hour label with a leading zero, e.g. '01:00 PM'. */
  timeSlot: string;
  slotIndex: number;
}
export interface TimeSlotRow extends TimeSlotInput {
  _id: string;
  /** Minutes after midnight (Asia/Riyadh), derived from the label: slots sort and compare by it. */
  minuteOfDay: number;
}

export interface LocationInput {
  branchName: string;
  branchNameAr?: string;
  email: string;
  phoneNumber: string;
  address: string;
  addressAr?: string;
  /** Saudi post codes have five digits. */
  postCode: string;
  /**
   * Opening time Saturday to Thursday, 'HH:MM-AM/PM'. The spec's client sends it; with `weeklyHours`
   * it may be left out and is derived (Saturday's hours, or the first working day's).
   */
  openingSaturday?: string;
  /** Closing time Saturday to Thursday, 'HH:MM-AM/PM'; as `openingSaturday`. */
  tillThursday?: string;
  latitude: number;
  longitude: number;
  /** Bays: how many bookings one slot can take at this branch. */
  capacity?: number;
  /** Days the branch works; Friday is closed by default. */
  workingDays?: Weekday[];
  /** Holidays and other closed dates, YYYY-MM-DD. */
  closedDates?: string[];
  /** Most customers who wait at the branch in one slot; null: no limit (drop-offs never count). */
  waitingLimit?: number | null;
  /** Optional Ramadan timetable, 'HH:MM-AM/PM' each; both or neither. */
  ramadanOpening?: string | null;
  ramadanClosing?: string | null;
  /**
   * The structured week in minutes of the day (a closing above 1440 runs past midnight); when given,
   * `workingDays` and the text times are derived from it. Left out: one uniform week from the texts.
   */
  weeklyHours?: WeeklyHours;
  /** Hours on every Ramadan day the branch works; null: its usual hours. Left out: from the Ramadan texts. */
  ramadanHours?: OpenHours | null;
  /** Hours for date ranges (Eid, National Day), null hours for closed; left out on update, the stored ones stay. */
  specialHours?: SpecialHours[];
}
/** Most special-hours ranges a branch keeps, and the longest one range may be. */
export const MAX_SPECIAL_HOURS = 50;
export const MAX_SPECIAL_RANGE_DAYS = 60;
export interface LocationRow extends Required<LocationInput> {
  _id: string;
}
/**
 * What a catalog create or update answers: the message, the new id after a create, and warnings that
 * did not stop the write (a location's coordinates outside Saudi Arabia).
 */
export interface CatalogWriteResponse {
  message: string;
  _id?: string;
  warnings?: string[];
}

export interface TimingInput {
  day: string;
  dayAr?: string;
  /** 'HH:MM-AM/PM to HH:MM-AM/PM'; shown per language by the formatting module. */
  dayTiming: string;
}
export interface TimingRow extends Required<TimingInput> {
  _id: string;
}

export interface PackageInput {
  serviceName: string;
  serviceNameAr?: string;
  /** What the package includes, one short sentence. */
  description?: string;
  descriptionAr?: string;
  currency: Currency;
  price: number;
  offer: Offer;
  mostPopular: 'true' | 'false';
  /**
   * The ids of the services the package includes, in the order the admin chose them; left out on
   * update, the stored ones stay. Their names (both languages) come from the services themselves.
   */
  services?: string[];
}
export interface PackageRow extends Required<PackageInput> {
  _id: string;
}

/** What the header and footer show; the first row is the site's. */
export interface ContactInfoInput {
  email: string;
  phoneNumber: string;
  address: string;
  addressAr?: string;
  whatsappNumber?: string;
  b2bUrl?: string;
  facebook?: string;
  instagram?: string;
  x?: string;
  youtube?: string;
  linkedin?: string;
}
export interface ContactInfoRow extends Required<ContactInfoInput> {
  _id: string;
}

/** Images arrive as data URLs (PNG, JPEG or WebP, at most 5 MB decoded). */
export interface PortfolioImageInput {
  imagePath: string;
  /** What the photo shows: its alternative text. */
  caption?: string;
  captionAr?: string;
}
export interface PortfolioImageRow {
  _id: string;
  /** A URL of the stored image, never the bytes. */
  imagePath: string;
  caption: string;
  captionAr: string;
  createdAt: string;
}

export interface BannerInput {
  bannerTitle: string;
  bannerTitleAr?: string;
  imagePath: string;
}
export interface BannerRow {
  _id: string;
  bannerTitle: string;
  bannerTitleAr: string;
  imagePath: string;
  createdAt: string;
}

/** Get A Quote requests; the admin's Newsletter Subs. tab lists them. */
export interface ContactInput {
  name: string;
  email: string;
  phoneNumber: string;
  message: string;
}
export interface ContactRow extends ContactInput {
  _id: string;
  createdAt: string;
}
export interface ContactListResponse {
  contacts: ContactRow[];
}

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The catalog's resources by their API path segment. */
export const CATALOG_RESOURCES = [
  'services',
  'vehicles',
  'models',
  'transmissions',
  'timeslots',
  'locations',
  'timings',
  'packages',
  'contactInfo',
  'portfolioImages',
  'banners',
  'contacts',
] as const;
export type CatalogResource = (typeof CATALOG_RESOURCES)[number];

/** How each resource is named in messages. */
export const CATALOG_LABELS: Record<CatalogResource, Record<Lang, string>> = {
  services: { en: 'Service', ar: 'الخدمة' },
  vehicles: { en: 'Vehicle type', ar: 'نوع المركبة' },
  models: { en: 'Model year', ar: 'سنة الموديل' },
  transmissions: { en: 'Transmission', ar: 'ناقل الحركة' },
  timeslots: { en: 'Time slot', ar: 'الفترة الزمنية' },
  locations: { en: 'Branch', ar: 'الفرع' },
  timings: { en: 'Timing', ar: 'مواعيد العمل' },
  packages: { en: 'Package', ar: 'الباقة' },
  contactInfo: { en: 'Contact details', ar: 'بيانات التواصل' },
  portfolioImages: { en: 'Image', ar: 'الصورة' },
  banners: { en: 'Banner', ar: 'الإعلان' },
  contacts: { en: 'Request', ar: 'الطلب' },
};

export type CatalogOutcome = 'added' | 'updated' | 'deleted' | 'duplicate' | 'notFound';

/** The server's `message` for a catalog write, e.g. 'Service has been added Successfully' (the spec's English, kept as is). */
export function catalogMessage(resource: CatalogResource, outcome: CatalogOutcome, lang: Lang): string {
  const label = CATALOG_LABELS[resource][lang];
  const en: Record<CatalogOutcome, string> = {
    added: `${label} has been added Successfully`,
    updated: `${label} has been updated Successfully`,
    deleted: `${label} has been deleted Successfully`,
    duplicate: `${label} already exists`,
    notFound: `${label} not found`,
  };
  const ar: Record<CatalogOutcome, string> = {
    added: `تمت إضافة ${label} بنجاح`,
    updated: `تم تحديث ${label} بنجاح`,
    deleted: `تم حذف ${label} بنجاح`,
    // Worded so nothing agrees with the resource's name, whose gender varies (الخدمة, الفرع, مواعيد العمل).
    duplicate: `سبقت إضافة ${label} بهذه البيانات`,
    notFound: `لم يُعثر على ${label}`,
  };
  return lang === 'ar' ? ar[outcome] : en[outcome];
}
