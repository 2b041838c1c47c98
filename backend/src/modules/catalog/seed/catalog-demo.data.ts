import {
  labelFromMinuteOfDay,
  type BannerInput,
  type ContactInfoInput,
  type PackageInput,
  type PortfolioImageInput,
  type ServiceInput,
  type TimingInput,
  type TransmissionInput,
  type VehicleInput,
} from '@dealer/contracts';

export { DEMO_BRANCHES, type DemoBranch } from './catalog-demo-branches.data.js';

/**
 * A category's services as [English, Arabic, minutes]; the Arabic reads as Saudi workshops name the job,
 * the minutes are what the job usually holds a bay (the hourly grid rounds a half hour up to one slot).
 */
function inCategory(serviceCategory: string, serviceCategoryAr: string, names: [string, string, number][]): Required<ServiceInput>[] {
  return names.map(([serviceName, serviceNameAr, durationMinutes]) => ({ serviceName, serviceNameAr, serviceCategory, serviceCategoryAr, durationMinutes }));
}

export const DEMO_SERVICES: Required<ServiceInput>[] = [
  ...inCategory('AC Servicing', 'صيانة المكيفات', [
    ['A/C Gas Refill', 'تعبئة غاز المكيف', 60],
    ['Compressor Repair', 'إصلاح كمبروسر المكيف', 180],
    ['Condenser Replacement', 'تغيير مكثف المكيف', 120],
    ['Cabin Filter Replacement', 'تغيير فلتر المكيف', 30],
    ['A/C Leak Detection', 'كشف تسريب غاز المكيف', 60],
  ]),
  ...inCategory('Engine', 'المحرك', [
    ['Oil & Filter Change', 'تغيير الزيت والفلتر', 45],
    ['Engine Diagnostics', 'فحص المحرك بالكمبيوتر', 60],
    ['Timing Belt Replacement', 'تغيير سير التوقيت', 240],
  ]),
  ...inCategory('Suspension', 'نظام التعليق', [
    ['Shock Absorber Replacement', 'تغيير المساعدات', 120],
    ['Wheel Alignment', 'وزن الأذرعة', 60],
  ]),
  ...inCategory('Electrical', 'كهرباء السيارة', [
    ['Battery Replacement', 'تغيير البطارية', 30],
    ['Alternator Repair', 'إصلاح الدينمو', 120],
    ['Starter Motor Repair', 'إصلاح السلف', 120],
  ]),
  ...inCategory('Brakes', 'الفرامل', [['Brake Pad Replacement', 'تغيير فحمات الفرامل', 90]]),
];

/** The makes most often seen on Saudi roads, with the Arabic spelling their Saudi dealers use. */
export const DEMO_VEHICLE_TYPES: Required<VehicleInput>[] = [
  { vehicleType: 'Toyota', vehicleTypeAr: 'تويوتا' },
  { vehicleType: 'Hyundai', vehicleTypeAr: 'هيونداي' },
  { vehicleType: 'Nissan', vehicleTypeAr: 'نيسان' },
  { vehicleType: 'Kia', vehicleTypeAr: 'كيا' },
  { vehicleType: 'Chevrolet', vehicleTypeAr: 'شفروليه' },
  { vehicleType: 'Ford', vehicleTypeAr: 'فورد' },
  { vehicleType: 'GMC', vehicleTypeAr: 'جي إم سي' },
  { vehicleType: 'Lexus', vehicleTypeAr: 'لكزس' },
  { vehicleType: 'Honda', vehicleTypeAr: 'هوندا' },
  { vehicleType: 'Mitsubishi', vehicleTypeAr: 'ميتسوبيشي' },
  { vehicleType: 'Mazda', vehicleTypeAr: 'مازدا' },
  { vehicleType: 'Isuzu', vehicleTypeAr: 'إيسوزو' },
  { vehicleType: 'Changan', vehicleTypeAr: 'شانجان' },
  { vehicleType: 'Geely', vehicleTypeAr: 'جيلي' },
  { vehicleType: 'MG', vehicleTypeAr: 'إم جي' },
];

export const DEMO_MODEL_YEARS: string[] = Array.from({ length: 2027 - 2010 + 1 }, (_, i) => String(2010 + i));

/** The Arabic names read after the form's label ناقل الحركة, so they name the kind only. */
export const DEMO_TRANSMISSIONS: Required<TransmissionInput>[] = [
  { transmissionName: 'Automatic', transmissionNameAr: 'أوتوماتيك' },
  { transmissionName: 'Manual', transmissionNameAr: 'يدوي' },
  { transmissionName: 'CVT', transmissionNameAr: 'متغير باستمرار' },
  { transmissionName: 'Dual-Clutch (DCT)', transmissionNameAr: 'ثنائي القابض' },
];

/**
 * Hourly slots, 08:00 AM to 11:00 PM: from the usual opening to the last hour before the latest closing
 * (midnight). Each branch's hours decide which of them it takes on a date; a branch opening earlier
 * (07:00) starts its day at the grid's first slot.
 */
export const DEMO_TIME_SLOT_LABELS: string[] = Array.from({ length: 23 - 8 + 1 }, (_, i) => labelFromMinuteOfDay((8 + i) * 60));

export const DEMO_TIMINGS: Required<TimingInput>[] = [
  { day: 'Saturday - Thursday', dayAr: 'السبت - الخميس', dayTiming: '08:00-AM to 10:00-PM' },
  { day: 'Friday', dayAr: 'الجمعة', dayTiming: '04:00-PM to 10:00-PM' },
];

/**
 * A package as the packages table stores it: most popular is a boolean there, a string in the API.
 * Its services are named by their English DEMO_SERVICES names; the seed turns them into ids.
 */
export type DemoPackage = Required<Omit<PackageInput, 'mostPopular' | 'services'>> & { mostPopular: boolean; services: string[] };

export const DEMO_PACKAGES: DemoPackage[] = [
  {
    serviceName: 'Basic A/C Check',
    serviceNameAr: 'فحص المكيف الأساسي',
    description: 'A cooling test at the vents and a check of the belts, hoses and cabin filter.',
    descriptionAr: 'قياس برودة الهواء من الفتحات وفحص السيور والخراطيم وفلتر المكيف.',
    currency: 'SR',
    price: 99,
    offer: 'Special Offer',
    mostPopular: false,
    services: ['A/C Leak Detection', 'Cabin Filter Replacement'],
  },
  {
    serviceName: 'A/C Gas Refill',
    serviceNameAr: 'تعبئة غاز المكيف',
    description: 'Old refrigerant recovered, a vacuum test, and a refill to the maker’s specification.',
    descriptionAr: 'سحب الغاز القديم واختبار التفريغ وتعبئة الغاز حسب مواصفات الشركة المصنعة.',
    currency: 'SR',
    price: 199,
    offer: 'Weekend',
    mostPopular: false,
    services: ['A/C Gas Refill', 'A/C Leak Detection'],
  },
  {
    serviceName: 'Full A/C Service',
    serviceNameAr: 'صيانة شاملة للمكيف',
    description: 'A gas refill, a new cabin filter, the condenser and evaporator cleaned and the whole system checked.',
    descriptionAr: 'تعبئة الغاز وتغيير فلتر المكيف وتنظيف المكثف والمبخر مع فحص شامل لدورة التبريد.',
    currency: 'SR',
    price: 349,
    offer: 'Month',
    mostPopular: true,
    services: ['A/C Gas Refill', 'Cabin Filter Replacement', 'Condenser Replacement', 'A/C Leak Detection'],
  },
  {
    serviceName: 'Summer Care Package',
    serviceNameAr: 'باقة العناية الصيفية',
    description: 'The full A/C service plus battery, coolant and tyre pressure checks before the summer heat.',
    descriptionAr: 'صيانة شاملة للمكيف مع فحص البطارية وماء الرديتر وضغط الكفرات قبل حر الصيف.',
    currency: 'SR',
    price: 499,
    offer: 'Month',
    mostPopular: false,
    services: ['A/C Gas Refill', 'Cabin Filter Replacement', 'A/C Leak Detection', 'Battery Replacement', 'Wheel Alignment'],
  },
  {
    serviceName: 'Compressor Overhaul',
    serviceNameAr: 'عمرة الكمبروسر',
    description: 'The compressor taken apart, worn seals and bearings replaced, the system flushed and recharged.',
    descriptionAr: 'فك الكمبروسر وتغيير الجلود والرولمانات التالفة وغسيل دورة التبريد وإعادة تعبئة الغاز.',
    currency: 'SR',
    price: 1299,
    offer: 'Black Friday',
    mostPopular: false,
    services: ['Compressor Repair', 'A/C Gas Refill', 'A/C Leak Detection'],
  },
  {
    serviceName: 'Annual Maintenance Plan',
    serviceNameAr: 'باقة الصيانة السنوية',
    description: 'Two full A/C services and four oil changes over 12 months, with priority booking.',
    descriptionAr: 'صيانتان شاملتان للمكيف و4 مرات تغيير زيت خلال 12 شهراً مع أولوية في الحجز.',
    currency: 'SR',
    price: 1999,
    offer: 'Year',
    mostPopular: false,
    services: ['A/C Gas Refill', 'Cabin Filter Replacement', 'Oil & Filter Change', 'Engine Diagnostics'],
  },
];

export const DEMO_CONTACT_INFO: Required<ContactInfoInput> = {
  email: 'care@autocare.example',
  phoneNumber: '+966 920 000 000',
  address: 'Head Office, King Fahd Road, Al Olaya District, Riyadh 12211',
  addressAr: 'المكتب الرئيسي، طريق الملك فهد، حي العليا، الرياض 12211',
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

/** A gallery image with its alternative text: what the photo shows, in both languages. */
export type DemoGalleryImage = DemoImage & Required<Pick<PortfolioImageInput, 'caption' | 'captionAr'>>;

/** Gallery images, newest first: the seed dates each a few minutes before the previous one. */
export const DEMO_GALLERY: DemoGalleryImage[] = [
  {
    caption: 'Genuine A/C parts: an illustrated compressor with its refrigerant hoses and a check mark.',
    captionAr: 'قطع تكييف أصلية بضمان الوكيل: رسم لكمبروسر مكيف مع خراطيم الغاز وعلامة صح.',
  },
  {
    caption: 'Modern workshop bays: a red car raised on a two-post lift.',
    captionAr: 'ورش مجهزة بأحدث المعدات: سيارة حمراء مرفوعة على رافعة بعمودين.',
  },
  {
    caption: 'A/C gas refill in 30 minutes: a refrigerant cylinder connected to low- and high-pressure gauges.',
    captionAr: 'تعبئة غاز المكيف خلال 30 دقيقة: أسطوانة غاز تبريد موصولة بساعتي الضغط المنخفض والعالي.',
  },
  {
    caption: 'Certified technicians: a gold medal with a crossed wrench and screwdriver.',
    captionAr: 'فنيون معتمدون من الوكيل: وسام ذهبي عليه مفتاح ومفك متقاطعان.',
  },
  {
    caption: 'Branches across the Kingdom: a map of Saudi Arabia with pins on the branch cities.',
    captionAr: 'فروعنا في أنحاء المملكة: خريطة المملكة العربية السعودية وعليها مواقع الفروع.',
  },
  {
    caption: 'Cool cabin, every summer: a white car under the summer sun with cool air flowing over it at 18 °C.',
    captionAr: 'مقصورة باردة طوال الصيف: سيارة بيضاء تحت شمس الصيف يلفها هواء بارد على 18 درجة مئوية.',
  },
].map((text, i) => ({ ...text, file: `gallery-${i + 1}.jpg`, contentType: 'image/jpeg' }));

export const DEMO_BANNER: DemoImage & { title: string } & Required<Pick<BannerInput, 'bannerTitleAr'>> = {
  title: 'Summer A/C offer: 20% off',
  bannerTitleAr: 'عرض الصيف: خصم 20% على صيانة المكيف',
  file: 'banner.jpg',
  contentType: 'image/jpeg',
};
