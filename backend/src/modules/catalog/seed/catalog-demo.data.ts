import {
  labelFromMinuteOfDay,
  type ContactInfoInput,
  type Currency,
  type Offer,
  type ServiceInput,
  type TimingInput,
} from '@dealer/contracts';

export { DEMO_BRANCHES, type DemoBranch } from './catalog-demo-branches.data.js';

export const DEMO_SERVICES: ServiceInput[] = [
  ...['A/C Gas Refill', 'Compressor Repair', 'Condenser Replacement', 'Cabin Filter Replacement', 'A/C Leak Detection'].map(
    (serviceName) => ({ serviceName, serviceCategory: 'AC Servicing' }),
  ),
  ...['Oil & Filter Change', 'Engine Diagnostics', 'Timing Belt Replacement'].map((serviceName) => ({
    serviceName,
    serviceCategory: 'Engine',
  })),
  ...['Shock Absorber Replacement', 'Wheel Alignment'].map((serviceName) => ({ serviceName, serviceCategory: 'Suspension' })),
  ...['Battery Replacement', 'Alternator Repair', 'Starter Motor Repair'].map((serviceName) => ({
    serviceName,
    serviceCategory: 'Electrical',
  })),
  { serviceName: 'Brake Pad Replacement', serviceCategory: 'Brakes' },
];

/** The makes most often seen on Saudi roads. */
export const DEMO_VEHICLE_TYPES: string[] = [
  'Toyota',
  'Hyundai',
  'Nissan',
  'Kia',
  'Chevrolet',
  'Ford',
  'GMC',
  'Lexus',
  'Honda',
  'Mitsubishi',
  'Mazda',
  'Isuzu',
  'Changan',
  'Geely',
  'MG',
];

export const DEMO_MODEL_YEARS: string[] = Array.from({ length: 2027 - 2010 + 1 }, (_, i) => String(2010 + i));

export const DEMO_TRANSMISSIONS: string[] = ['Automatic', 'Manual', 'CVT', 'Dual-Clutch (DCT)'];

/** Hourly slots, 08:00 AM to 09:00 PM: the last one still ends before the usual 10 PM closing. */
export const DEMO_TIME_SLOT_LABELS: string[] = Array.from({ length: 21 - 8 + 1 }, (_, i) => labelFromMinuteOfDay((8 + i) * 60));

export const DEMO_TIMINGS: TimingInput[] = [
  { day: 'Saturday - Thursday', dayTiming: '08:00-AM to 10:00-PM' },
  { day: 'Friday', dayTiming: '04:00-PM to 10:00-PM' },
];

export interface DemoPackage {
  serviceName: string;
  currency: Currency;
  price: number;
  offer: Offer;
  mostPopular: boolean;
}

export const DEMO_PACKAGES: DemoPackage[] = [
  { serviceName: 'Basic A/C Check', currency: 'SR', price: 99, offer: 'Special Offer', mostPopular: false },
  { serviceName: 'A/C Gas Refill', currency: 'SR', price: 199, offer: 'Weekend', mostPopular: false },
  { serviceName: 'Full A/C Service', currency: 'SR', price: 349, offer: 'Month', mostPopular: true },
  { serviceName: 'Summer Care Package', currency: 'SR', price: 499, offer: 'Month', mostPopular: false },
  { serviceName: 'Compressor Overhaul', currency: 'SR', price: 1299, offer: 'Black Friday', mostPopular: false },
  { serviceName: 'Annual Maintenance Plan', currency: 'SR', price: 1999, offer: 'Year', mostPopular: false },
];

export const DEMO_CONTACT_INFO: Required<ContactInfoInput> = {
  email: 'care@autocare.example',
  phoneNumber: '+966 920 000 000',
  address: 'Head Office, King Fahd Road, Al Olaya District, Riyadh 12211',
  whatsappNumber: '+966500000000',
  b2bUrl: 'https://shop.autocare.example',
  facebook: 'https://www.facebook.com/autocare.example',
  instagram: 'https://www.instagram.com/autocare.example',
  x: 'https://x.com/autocare_example',
  youtube: 'https://www.youtube.com/@autocare.example',
  linkedin: 'https://www.linkedin.com/company/autocare-example',
};

export interface DemoImage {
  /** A file in backend/assets/seed/. */
  file: string;
  contentType: 'image/jpeg' | 'image/png';
}

/** Gallery images, newest first: the seed dates each a few minutes before the previous one. */
export const DEMO_GALLERY: DemoImage[] = [1, 2, 3, 4, 5, 6].map((n) => ({ file: `gallery-${n}.jpg`, contentType: 'image/jpeg' }));

export const DEMO_BANNER: DemoImage & { title: string } = {
  title: 'Summer A/C offer: 20% off',
  file: 'banner.jpg',
  contentType: 'image/jpeg',
};
