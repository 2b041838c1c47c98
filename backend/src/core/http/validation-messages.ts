import { fieldName, MAX_SPECIAL_RANGE_DAYS, WEEKDAYS, type Lang } from '@dealer/contracts';
import type { FieldProblem } from './api-error.js';
import { MAX_NESTING, YEARS } from './request-guard.js';

type Phrase = (label: string, n: string) => string;

/** "10 أحرف", "20 حرفاً": Arabic counts take the plural from 3 to 10 and the singular from 11 on. */
function arabicCharacters(n: string): string {
  const count = Number(n);
  if (count === 1) return 'حرف واحد';
  if (count === 2) return 'حرفان';
  return count >= 3 && count <= 10 ? `${n} أحرف` : `${n} حرفاً`;
}

/**
 * How a field with a format rule should look, for the message that refuses it; fields inside a
 * list's rows by their path without the row number (`specialHours.from`).
 */
const EXAMPLES: Record<string, string> = {
  timeSlot: '01:00 PM',
  dayTiming: '08:00-AM to 10:00-PM',
  openingSaturday: '08:00-AM',
  tillThursday: '10:00-PM',
  ramadanOpening: '08:00-PM',
  ramadanClosing: '02:00-AM',
  postCode: '12345',
  modelYear: '2024',
  phoneNumber: '+966 11 462 0000',
  whatsappNumber: '+966500000000',
  closedDates: '2026-09-23',
  'specialHours.from': '2026-09-23',
  'specialHours.to': '2026-09-25',
  b2bUrl: 'https://shop.example.com',
  facebook: 'https://www.facebook.com/…',
  instagram: 'https://www.instagram.com/…',
  x: 'https://x.com/…',
  youtube: 'https://www.youtube.com/…',
  linkedin: 'https://www.linkedin.com/…',
};

const OPEN_HOURS = '{"opens": 480, "closes": 1320}';

/** An object a field holds, shown as an example when something else was sent (by the path without row numbers). */
const SHAPES: Record<string, string> = {
  specialHours: '{"from": "2026-09-23", "to": "2026-09-25", "hours": null}',
  'specialHours.hours': OPEN_HOURS,
  weeklyHours: `{"saturday": ${OPEN_HOURS}, …, "friday": null}`,
  ramadanHours: '{"opens": 1200, "closes": 1560}',
  ...Object.fromEntries(WEEKDAYS.map((day) => [`weeklyHours.${day}`, OPEN_HOURS])),
};

/*
 * The Arabic templates never make a word agree with the field's name, whose gender and number vary
 * ("كلمة المرور", "الفرع", "الخدمات"): they say "the value of" (قيمة, always feminine), use a verbal noun
 * ("يجب إدخال"), or put the name where no agreement arises ("الحد الأقصى لطول").
 */
const PHRASES: Record<string, Record<Lang, Phrase>> = {
  isNotEmpty: { en: (f) => `${f} is required`, ar: (f) => `يجب إدخال ${f}` },
  isDefined: { en: (f) => `${f} is required`, ar: (f) => `يجب إدخال ${f}` },
  isString: { en: (f) => `${f} must be text`, ar: (f) => `يجب أن تكون قيمة ${f} نصاً` },
  isEmail: { en: (f) => `${f} must be a valid e-mail address`, ar: (f) => `يجب أن تكون قيمة ${f} عنوان بريد إلكتروني صالحاً` },
  minLength: {
    en: (f, n) => `${f} must be at least ${n} characters`,
    ar: (f, n) => `الحد الأدنى لطول ${f} هو ${arabicCharacters(n)}`,
  },
  maxLength: {
    en: (f, n) => `${f} must be at most ${n} characters`,
    ar: (f, n) => `الحد الأقصى لطول ${f} هو ${arabicCharacters(n)}`,
  },
  isBoolean: { en: (f) => `${f} must be true or false`, ar: (f) => `يجب أن تكون قيمة ${f} صحيحة أو خاطئة` },
  isIn: { en: (f, n) => `${f} must be one of: ${n}`, ar: (f, n) => `يجب أن تكون قيمة ${f} إحدى القيم: ${n}` },
  singleLine: { en: (f) => `${f} must be on one line`, ar: (f) => `يجب كتابة ${f} في سطر واحد` },
  isSaudiMobile: {
    en: (f) => `${f} must be a Saudi mobile number like 05XXXXXXXX or +9665XXXXXXXX`,
    ar: (f) => `يجب أن تكون قيمة ${f} رقم جوال سعودي مثل 05XXXXXXXX أو ‎+9665XXXXXXXX`,
  },
  isUuid: { en: (f) => `${f} is not a valid identifier`, ar: (f) => `قيمة ${f} ليست معرّفاً صالحاً` },
  whitelistValidation: { en: (f) => `${f} is not a known field`, ar: (f) => `الحقل ${f} غير معروف` },
  // A field of a nested object the object does not have: named as sent, inside the object's name.
  unknownInside: {
    en: (f, within) => `${f} is not a known field in ${within}`,
    ar: (f, within) => `الحقل ${f} غير معروف في ${within}`,
  },
  // A value where an object of fields is expected (ValidateNested), `shape` an example of one.
  nestedValidation: {
    en: (f, shape) => `${f} must be an object of fields like ${shape}`,
    ar: (f, shape) => `يجب أن تكون قيمة ${f} كائناً من الحقول مثل ${shape}`,
  },
  knownQuery: {
    en: (f) => `${f} is not a parameter of this address: check the spelling`,
    ar: (f) => `المعامل ${f} غير معروف لهذا العنوان: تحقق من كتابته`,
  },
  singleValue: { en: (f) => `${f} must be given once`, ar: (f) => `يجب ذكر ${f} مرة واحدة فقط` },
  matches: { en: (f, example) => `${f} must look like ${example}`, ar: (f, example) => `يجب أن تكون قيمة ${f} بالشكل ${example}` },
  // A list of dates ("each value in closedDates...") or one date.
  isDateString: {
    en: (f, each) => (each ? `${f} must be dates like 2026-09-23` : `${f} must be a date like 2026-09-23`),
    ar: (f, each) => (each ? `يجب أن تكون قيم ${f} تواريخ مثل 2026-09-23` : `يجب أن تكون قيمة ${f} تاريخاً مثل 2026-09-23`),
  },
  isNumber: { en: (f) => `${f} must be a number`, ar: (f) => `يجب أن تكون قيمة ${f} رقماً` },
  isInt: { en: (f) => `${f} must be a whole number`, ar: (f) => `يجب أن تكون قيمة ${f} عدداً صحيحاً` },
  min: { en: (f, n) => `${f} must be at least ${n}`, ar: (f, n) => `يجب ألا تقل قيمة ${f} عن ${n}` },
  max: { en: (f, n) => `${f} must be at most ${n}`, ar: (f, n) => `يجب ألا تزيد قيمة ${f} عن ${n}` },
  isArray: { en: (f) => `${f} must be a list`, ar: (f) => `يجب أن تكون قيمة ${f} قائمة` },
  arrayUnique: { en: (f) => `${f} must not repeat a value`, ar: (f) => `يجب ألا تتكرر القيم في ${f}` },
  arrayMinSize: {
    en: (f, n) => (n === '1' ? `Choose at least one item for ${f}` : `${f} must have at least ${n} items`),
    ar: (f, n) => (n === '1' ? `اختر عنصراً واحداً على الأقل في ${f}` : `يجب ألا يقل عدد العناصر في ${f} عن ${n}`),
  },
  arrayMaxSize: { en: (f, n) => `${f} must have at most ${n} items`, ar: (f, n) => `يجب ألا يزيد عدد العناصر في ${f} عن ${n}` },
  isObject: { en: () => 'The request body must be a JSON object', ar: () => 'يجب أن يكون محتوى الطلب كائن JSON' },
  // The request guard's rules (request-guard.ts).
  storableText: {
    en: (f) => `${f} contains a character that cannot be saved (an invisible control character or half of an emoji). Retype it and try again`,
    ar: (f) => `تحتوي قيمة ${f} على حرف لا يمكن حفظه (حرف تحكم غير مرئي أو جزء من رمز تعبيري). أعد كتابتها وحاول مرة أخرى`,
  },
  plausibleDate: {
    en: (f) => `${f} must be a date between ${YEARS.first} and ${YEARS.last}`,
    ar: (f) => `يجب أن تكون قيمة ${f} تاريخاً بين ${YEARS.first} و${YEARS.last}`,
  },
  plausibleNumber: {
    en: (f) => `${f} must be an ordinary number like 150 or 24.7136`,
    ar: (f) => `يجب أن تكون قيمة ${f} رقماً عادياً مثل 150 أو 24.7136`,
  },
  utf8: {
    en: () => 'The request holds bytes that are not UTF-8 text: send it encoded as UTF-8',
    ar: () => 'يحتوي الطلب على بايتات ليست نصاً بترميز UTF-8: أرسله بترميز UTF-8',
  },
  maxNesting: {
    en: () => `The request is nested too deeply (at most ${MAX_NESTING} levels)`,
    ar: () => `محتوى الطلب متداخل بعمق كبير (الحد الأقصى ${MAX_NESTING} مستوى)`,
  },
  emptyOnCreate: {
    en: () => '_id must be empty when adding a new item: the server gives new items their _id',
    ar: () => 'يجب أن يكون ‎_id فارغاً عند إضافة عنصر جديد: الخادم يعطي العناصر الجديدة معرّفها',
  },
  // A list of catalog ids that names a row no longer there (a package's services, an account's
  // branches). Only plural names take it, before which a masculine verb is correct ("يتضمن الفروع").
  knownRows: {
    en: (f) => `${f} names something that no longer exists: choose again from the current list`,
    ar: (f) => `يتضمن ${f} عنصراً لم يعد موجوداً: اختر من جديد من القائمة الحالية`,
  },
  // A branch staff account (identity update-customer): who works nowhere could see nothing.
  staffNeedsBranch: {
    en: (f) => `${f}: choose at least one branch for a branch staff account`,
    ar: (f) => `${f}: اختر فرعاً واحداً على الأقل لحساب موظف الفرع`,
  },
  branchesOnlyForStaff: {
    en: (f) => `${f}: only a branch staff account works at branches; choose the type branch staff or leave the branches empty`,
    ar: (f) => `${f}: حساب موظف الفرع وحده يعمل في فروع؛ اختر النوع «موظف فرع» أو اترك الفروع فارغة`,
  },
  // A branch's structured hours (catalog locations/hours-body.ts); times are minutes after midnight.
  openHours: {
    en: (f) => `${f} must be {opens, closes} in minutes after midnight (480 is 08:00), or null for closed`,
    ar: (f) => `يجب أن تكون قيمة ${f} بالشكل {opens, closes} بالدقائق بعد منتصف الليل (480 تعني 08:00)، أو null للإغلاق`,
  },
  closesAfterOpens: {
    en: (f) => `${f} must come after the opening; a closing past midnight counts on from 1440 (02:00 is 1560)`,
    ar: (f) => `يجب أن تكون قيمة ${f} بعد وقت الافتتاح؛ الإغلاق بعد منتصف الليل يُحسب من 1440 (الساعة 02:00 هي 1560)`,
  },
  openWeek: {
    en: (f) => `${f} must give all seven weekdays and open on at least one`,
    ar: (f) => `يجب أن تتضمن قيمة ${f} أيام الأسبوع السبعة وأن يكون الفرع مفتوحاً يوماً واحداً على الأقل`,
  },
  dateRange: {
    en: (f) => `${f} must be on or after the range's first date, the range at most ${MAX_SPECIAL_RANGE_DAYS} days`,
    ar: (f) => `يجب أن تكون قيمة ${f} في تاريخ بداية الفترة أو بعده، وألا تزيد الفترة عن ${MAX_SPECIAL_RANGE_DAYS} يوماً`,
  },
  matchesAddress: {
    en: () => '_id must be empty or the _id of the item in the address',
    ar: () => 'يجب أن يكون ‎_id فارغاً أو مطابقاً لمعرّف العنصر في العنوان',
  },
};

/** The number or list class-validator put in its English message ("at least 8", "values: a, b"). */
function argumentOf(detail: string): string {
  const list = /following values: (.+)$/.exec(detail);
  if (list) return list[1]!;
  return /(\d+)/.exec(detail)?.[1] ?? '';
}

const shapeOf = (path: string) => path.split('.').filter((part) => !/^\d+$/.test(part)).join('.');

/** A field's name as a sentence holds it: a name made of parts is quoted in Arabic, where it sits inside the sentence. */
function inSentence(path: string, lang: Lang): string {
  const { text, composite } = fieldName(path, lang);
  return composite && lang === 'ar' ? `«${text}»` : text;
}

export function describeProblem(problem: FieldProblem, lang: Lang): string {
  const { field, constraint, detail } = problem;
  // A parameter the route does not know is named as sent: the caller typed it.
  if (constraint === 'knownQuery') return PHRASES.knownQuery![lang](field, '');
  // A field an object does not have is named as sent, inside the object's name.
  const parent = field.includes('.') ? field.slice(0, field.lastIndexOf('.')) : '';
  if (constraint === 'whitelistValidation' && parent) return PHRASES.unknownInside![lang](field.slice(parent.length + 1), inSentence(parent, lang));
  const label = inSentence(field, lang);
  const argument: Record<string, () => string | undefined> = {
    matches: () => EXAMPLES[shapeOf(field)],
    nestedValidation: () => SHAPES[shapeOf(field)] ?? '{…}',
    isDateString: () => (detail.startsWith('each value in ') ? 'each' : ''),
  };
  const n = argument[constraint] ? argument[constraint]() : argumentOf(detail);
  const phrase = n === undefined ? undefined : PHRASES[constraint]?.[lang];
  if (phrase) return phrase(label, n!);
  // Rules with their own wording name the field first ("modelYear must be a year..."): name it nicely.
  return detail.startsWith(`${field} `) ? `${label}${detail.slice(field.length)}` : `${label}: ${detail}`;
}
