import { FIELD_LABELS, type Lang } from '@dealer/contracts';
import type { FieldProblem } from './api-error.js';

type Phrase = (label: string, n: string) => string;

const PHRASES: Record<string, Record<Lang, Phrase>> = {
  isNotEmpty: { en: (f) => `${f} is required`, ar: (f) => `${f} مطلوب` },
  isDefined: { en: (f) => `${f} is required`, ar: (f) => `${f} مطلوب` },
  isString: { en: (f) => `${f} must be text`, ar: (f) => `يجب أن يكون ${f} نصاً` },
  isEmail: { en: (f) => `${f} must be a valid e-mail address`, ar: (f) => `يجب أن يكون ${f} عنوان بريد إلكتروني صالحاً` },
  minLength: {
    en: (f, n) => `${f} must be at least ${n} characters`,
    ar: (f, n) => `الحد الأدنى لطول ${f} هو ${n} أحرف`,
  },
  maxLength: {
    en: (f, n) => `${f} must be at most ${n} characters`,
    ar: (f, n) => `الحد الأقصى لطول ${f} هو ${n} حرفاً`,
  },
  isBoolean: { en: (f) => `${f} must be true or false`, ar: (f) => `يجب أن تكون قيمة ${f} صحيحة أو خاطئة` },
  isIn: { en: (f, n) => `${f} must be one of: ${n}`, ar: (f, n) => `يجب أن تكون قيمة ${f} إحدى القيم: ${n}` },
  isSaudiMobile: {
    en: (f) => `${f} must be a Saudi mobile number like 05XXXXXXXX or +9665XXXXXXXX`,
    ar: (f) => `يجب أن يكون ${f} رقم جوال سعودي مثل 05XXXXXXXX أو ‎+9665XXXXXXXX`,
  },
  isUuid: { en: (f) => `${f} is not a valid identifier`, ar: (f) => `${f} ليس معرّفاً صالحاً` },
  whitelistValidation: { en: (f) => `${f} is not a known field`, ar: (f) => `الحقل ${f} غير معروف` },
  isObject: { en: () => 'The request body must be a JSON object', ar: () => 'يجب أن يكون محتوى الطلب كائن JSON' },
};

/** The number or list class-validator put in its English message ("at least 8", "values: a, b"). */
function argumentOf(detail: string): string {
  const list = /following values: (.+)$/.exec(detail);
  if (list) return list[1]!;
  return /(\d+)/.exec(detail)?.[1] ?? '';
}

export function describeProblem(problem: FieldProblem, lang: Lang): string {
  const label = FIELD_LABELS[problem.field]?.[lang] ?? problem.field;
  const phrase = PHRASES[problem.constraint]?.[lang];
  return phrase ? phrase(label, argumentOf(problem.detail)) : `${label}: ${problem.detail}`;
}
