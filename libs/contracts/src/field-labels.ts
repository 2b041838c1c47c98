import type { Weekday } from './catalog.contract.js';
import { ARABIC_COMPANIONS, arabicField } from './content-language.js';
import type { Bilingual, Lang } from './i18n.js';

/** An Arabic companion is named after its English field: "Service name (Arabic)", "اسم الخدمة بالعربية". */
function withArabicCompanions(labels: Record<string, Bilingual>): Record<string, Bilingual> {
  const companions = Object.values(ARABIC_COMPANIONS)
    .flat()
    .map((field) => [arabicField(field), { en: `${labels[field]!.en} (Arabic)`, ar: `${labels[field]!.ar} بالعربية` }] as const);
  return { ...labels, ...Object.fromEntries(companions) };
}

const DAY_NAMES: Record<Weekday, Bilingual> = {
  saturday: { en: 'Saturday', ar: 'السبت' },
  sunday: { en: 'Sunday', ar: 'الأحد' },
  monday: { en: 'Monday', ar: 'الاثنين' },
  tuesday: { en: 'Tuesday', ar: 'الثلاثاء' },
  wednesday: { en: 'Wednesday', ar: 'الأربعاء' },
  thursday: { en: 'Thursday', ar: 'الخميس' },
  friday: { en: 'Friday', ar: 'الجمعة' },
};

/**
 * The times inside a branch's structured hours, named for a person: "Monday closing (minutes after
 * midnight)". The fields of a special range are named without its place in the list
 * (`specialHours.from`); fieldName adds the row ("Special hours, row 2: From").
 */
function hoursLabels(): Record<string, Bilingual> {
  const times = (path: string, name: Bilingual) => [
    [`${path}.opens`, { en: `${name.en} opening (minutes after midnight)`, ar: `وقت افتتاح ${name.ar} (بالدقائق بعد منتصف الليل)` }],
    [`${path}.closes`, { en: `${name.en} closing (minutes after midnight)`, ar: `وقت إغلاق ${name.ar} (بالدقائق بعد منتصف الليل)` }],
  ];
  const days = Object.entries(DAY_NAMES).flatMap(([day, name]) => [[`weeklyHours.${day}`, { en: `${name.en} hours`, ar: `ساعات ${name.ar}` }], ...times(`weeklyHours.${day}`, name)]);
  const special: [string, Bilingual][] = [
    ['specialHours.from', { en: 'From', ar: 'من تاريخ' }],
    ['specialHours.to', { en: 'To', ar: 'إلى تاريخ' }],
    ['specialHours.hours', { en: 'Hours', ar: 'الساعات' }],
    ['specialHours.hours.opens', { en: 'Opening (minutes after midnight)', ar: 'وقت الافتتاح (بالدقائق بعد منتصف الليل)' }],
    ['specialHours.hours.closes', { en: 'Closing (minutes after midnight)', ar: 'وقت الإغلاق (بالدقائق بعد منتصف الليل)' }],
  ];
  return Object.fromEntries([...days, ...times('ramadanHours', { en: 'Ramadan', ar: 'رمضان' }), ...special]);
}

/** How fields are named in messages about them. Unknown fields are named as sent. */
export const FIELD_LABELS: Record<string, Bilingual> = withArabicCompanions({
  firstName: { en: 'First name', ar: 'الاسم الأول' },
  lastName: { en: 'Last name', ar: 'اسم العائلة' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  phoneNumber: { en: 'Phone number', ar: 'رقم الجوال' },
  password: { en: 'Password', ar: 'كلمة المرور' },
  newPassword: { en: 'New password', ar: 'كلمة المرور الجديدة' },
  confirmPassword: { en: 'Confirm password', ar: 'تأكيد كلمة المرور' },
  token: { en: 'Link token', ar: 'رمز الرابط' },
  date: { en: 'Date', ar: 'التاريخ' },
  type: { en: 'Type', ar: 'النوع' },
  verified: { en: 'Verified', ar: 'مؤكد' },
  lang: { en: 'Language', ar: 'اللغة' },
  serviceName: { en: 'Service name', ar: 'اسم الخدمة' },
  serviceCategory: { en: 'Service category', ar: 'فئة الخدمة' },
  vehicleType: { en: 'Vehicle type', ar: 'نوع المركبة' },
  modelYear: { en: 'Model year', ar: 'سنة الموديل' },
  transmissionName: { en: 'Transmission', ar: 'ناقل الحركة' },
  timeSlot: { en: 'Time slot', ar: 'الفترة الزمنية' },
  slotIndex: { en: 'Slot number', ar: 'رقم الفترة' },
  branchName: { en: 'Branch name', ar: 'اسم الفرع' },
  address: { en: 'Address', ar: 'العنوان' },
  postCode: { en: 'Post code', ar: 'الرمز البريدي' },
  openingSaturday: { en: 'Opening time', ar: 'وقت الافتتاح' },
  tillThursday: { en: 'Closing time', ar: 'وقت الإغلاق' },
  latitude: { en: 'Latitude', ar: 'خط العرض' },
  longitude: { en: 'Longitude', ar: 'خط الطول' },
  capacity: { en: 'Bays', ar: 'عدد المسارات' },
  workingDays: { en: 'Working days', ar: 'أيام العمل' },
  closedDates: { en: 'Closed dates', ar: 'أيام الإغلاق' },
  ramadanOpening: { en: 'Ramadan opening time', ar: 'وقت الافتتاح في رمضان' },
  weeklyHours: { en: 'Opening hours', ar: 'ساعات العمل' },
  ramadanHours: { en: 'Ramadan hours', ar: 'ساعات العمل في رمضان' },
  specialHours: { en: 'Special hours', ar: 'ساعات العمل الخاصة' },
  durationMinutes: { en: 'Duration (minutes)', ar: 'المدة (بالدقائق)' },
  ramadanClosing: { en: 'Ramadan closing time', ar: 'وقت الإغلاق في رمضان' },
  day: { en: 'Day', ar: 'اليوم' },
  dayTiming: { en: 'Opening hours', ar: 'ساعات العمل' },
  currency: { en: 'Currency', ar: 'العملة' },
  price: { en: 'Price', ar: 'السعر' },
  offer: { en: 'Offer', ar: 'العرض' },
  mostPopular: { en: 'Most popular', ar: 'الأكثر طلباً' },
  services: { en: 'Included services', ar: 'الخدمات المشمولة' },
  branches: { en: 'Branches', ar: 'الفروع' },
  whatsappNumber: { en: 'WhatsApp number', ar: 'رقم واتساب' },
  b2bUrl: { en: 'B2B shop address', ar: 'رابط متجر الشركات' },
  bannerTitle: { en: 'Banner title', ar: 'عنوان الإعلان' },
  imagePath: { en: 'Image', ar: 'الصورة' },
  name: { en: 'Name', ar: 'الاسم' },
  message: { en: 'Message', ar: 'الرسالة' },
  id: { en: 'Identifier', ar: 'المعرّف' },
  companyName: { en: 'Customer / shop name', ar: 'اسم العميل / المحل' },
  street: { en: 'Street', ar: 'الشارع' },
  cityStateZip: { en: 'City, region and post code', ar: 'المدينة والمنطقة والرمز البريدي' },
  homeOwnerName: { en: 'Owner name', ar: 'اسم المالك' },
  homeOwnerStreet: { en: "Owner's street", ar: 'شارع المالك' },
  homeOwnerCityStateZip: { en: "Owner's city, region and post code", ar: 'مدينة المالك ومنطقته ورمزه البريدي' },
  homeOwnerPhoneNumber: { en: "Owner's phone number", ar: 'رقم هاتف المالك' },
  salesOrderOrInvoiceNumber: { en: 'Sales order or invoice number', ar: 'رقم أمر البيع أو الفاتورة' },
  originalUnitInstallDate: { en: 'Install date', ar: 'تاريخ التركيب' },
  failedDate: { en: 'Failed date', ar: 'تاريخ العطل' },
  manufacturer: { en: 'Manufacturer', ar: 'الشركة المصنعة' },
  unitModelNumber: { en: 'Unit model number', ar: 'رقم موديل القطعة' },
  unitSerialNumber: { en: 'Unit serial number', ar: 'الرقم التسلسلي للقطعة' },
  unitPartNumber: { en: 'Unit part number', ar: 'رقم القطعة' },
  vehicleName: { en: 'Vehicle name', ar: 'اسم المركبة' },
  vehicleModel: { en: 'Vehicle model', ar: 'موديل المركبة' },
  failureReason: { en: 'Failure reason', ar: 'سبب العطل' },
  newPartNumber: { en: 'New part number', ar: 'رقم القطعة الجديدة' },
  newPartName: { en: 'New part name', ar: 'اسم القطعة الجديدة' },
  newSerialNumber: { en: 'New serial number', ar: 'الرقم التسلسلي الجديد' },
  newPartInvoiceNumber: { en: 'New part invoice number', ar: 'رقم فاتورة القطعة الجديدة' },
  invoiceImage: { en: 'E-invoice photo', ar: 'صورة الفاتورة الإلكترونية' },
  status: { en: 'Status', ar: 'الحالة' },
  note: { en: 'Note', ar: 'الملاحظة' },
  resolution: { en: 'Resolution', ar: 'الحل' },
  information: { en: 'Information', ar: 'المعلومات' },
  description: { en: 'Description', ar: 'الوصف' },
  caption: { en: 'Image description', ar: 'وصف الصورة' },
  // A booking, a reschedule, an admin reservation and a waitlist request.
  bookingDate: { en: 'Booking date', ar: 'تاريخ الحجز' },
  bookingTime: { en: 'Booking time', ar: 'وقت الحجز' },
  serviceDetails: { en: 'Services', ar: 'الخدمات' },
  model: { en: 'Model year', ar: 'سنة الموديل' },
  transmission: { en: 'Transmission', ar: 'ناقل الحركة' },
  waitingStatus: { en: 'Waiting or drop-off', ar: 'الانتظار أو ترك السيارة' },
  isListed: { en: 'Listed', ar: 'مدرج' },
  windowStart: { en: 'Earliest time', ar: 'أبكر وقت' },
  windowEnd: { en: 'Latest time', ar: 'آخر وقت' },
  waitingLimit: { en: 'Waiting customers at a time', ar: 'عدد العملاء المنتظرين في الوقت نفسه' },
  consent: { en: 'Consent', ar: 'الموافقة' },
  // Query parameters (availability, the day board, the desk's filters).
  branch: { en: 'Branch', ar: 'الفرع' },
  from: { en: 'First day', ar: 'اليوم الأول' },
  to: { en: 'Last day', ar: 'اليوم الأخير' },
  minutes: { en: 'Duration (minutes)', ar: 'المدة (بالدقائق)' },
  facebook: { en: 'Facebook', ar: 'فيسبوك' },
  instagram: { en: 'Instagram', ar: 'إنستغرام' },
  x: { en: 'X', ar: 'إكس' },
  youtube: { en: 'YouTube', ar: 'يوتيوب' },
  linkedin: { en: 'LinkedIn', ar: 'لينكدإن' },
  ...hoursLabels(),
});

/** How a field is named in a sentence about it. */
export interface FieldName {
  text: string;
  /** Made of parts ("Special hours, row 1: From"): a sentence that names it inside itself quotes it. */
  composite: boolean;
}

const isIndex = (part: string) => /^\d+$/.test(part);
const shapeOf = (parts: string[]) => parts.filter((part) => !isIndex(part));

/** The place of a value in a list: a row when the list's items have labelled fields of their own, else an item. */
const PLACE: Record<Lang, (list: string, n: number, rows: boolean) => string> = {
  en: (list, n, rows) => `${list}, ${rows ? 'row' : 'item'} ${n}`,
  ar: (list, n, rows) => `${list}، ${rows ? 'الصف' : 'العنصر'} ${n}`,
};

function named(parts: string[], lang: Lang): string {
  const own = FIELD_LABELS[parts.join('.')];
  if (own) return own[lang];
  let last = parts.length - 1;
  while (last >= 0 && !isIndex(parts[last]!)) last -= 1;
  const list = last >= 0 ? parts.slice(0, last) : [];
  const rest = parts.slice(last + 1);
  const listShape = shapeOf(list);
  const place =
    last >= 0 ? PLACE[lang](named(list, lang), Number(parts[last]) + 1, Object.keys(FIELD_LABELS).some((key) => key.startsWith(`${listShape.join('.')}.`))) : undefined;
  if (rest.length === 0) return place ?? parts.join('.');
  // The longest labelled start of the rest names it; what no label covers is named as sent.
  let inner = rest.join('.');
  for (let k = rest.length; k > 0; k--) {
    const label = FIELD_LABELS[[...listShape, ...rest.slice(0, k)].join('.')];
    if (label) {
      inner = [label[lang], ...rest.slice(k)].join(': ');
      break;
    }
  }
  return place ? `${place}: ${inner}` : inner;
}

/**
 * A field as a person reads it, from its path in the request: `password` is "Password",
 * `specialHours.0.from` "Special hours, row 1: From" ("ساعات العمل الخاصة، الصف 1: من تاريخ"),
 * `closedDates.2` "Closed dates, item 3". A field without a label is named as sent.
 */
export function fieldName(path: string, lang: Lang): FieldName {
  const text = named(path.split('.'), lang);
  return { text, composite: !FIELD_LABELS[path] && path.includes('.') };
}
