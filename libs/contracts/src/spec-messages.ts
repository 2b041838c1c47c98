import type { Bilingual } from './i18n.js';

/**
 * Client-side messages of the original site. The English texts are kept exactly as the spec gives
 * them, trailing spaces and odd spelling included, because customers and tests know them.
 */
export const SPEC_MESSAGES = {
  fillMandatory: {
    en: 'Please fill out all mandatory fields ',
    ar: 'يرجى تعبئة جميع الحقول الإلزامية ',
  },
  fillDetails: { en: 'Please fill details', ar: 'يرجى تعبئة البيانات' },
  passwordNotMatched: { en: 'Password not matched', ar: 'كلمتا المرور غير متطابقتين' },
  verifyEmailFirst: { en: 'Please Verify your email first', ar: 'يرجى تأكيد بريدك الإلكتروني أولاً' },
  failedToVerify: { en: 'Failed to Verify Email', ar: 'تعذّر تأكيد البريد الإلكتروني' },
  emailVerified: {
    en: 'Email Verified, Please login with your Credentials..',
    ar: 'تم تأكيد البريد الإلكتروني، يرجى تسجيل الدخول ببياناتك..',
  },
  failedToAddYear: { en: 'Failed to add Year', ar: 'تعذّرت إضافة السنة' },
  confirmDelete: {
    en: 'Are you sure you wish to delete this item?',
    ar: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟',
  },
  passwordUpdated: {
    en: 'New password has been update Successfully',
    ar: 'تم تحديث كلمة المرور الجديدة بنجاح',
  },
  passwordCreated: {
    en: 'New password has been created Successfully',
    ar: 'تم إنشاء كلمة المرور الجديدة بنجاح',
  },
  bannerAdded: { en: 'New banner has been added Successfully', ar: 'تمت إضافة الإعلان الجديد بنجاح' },
  imagesAdded: { en: 'New images has been added Successfully', ar: 'تمت إضافة الصور الجديدة بنجاح' },
} as const satisfies Record<string, Bilingual>;

export type SpecMessageKey = keyof typeof SPEC_MESSAGES;

/** Info toast when a price package is chosen: '{offer} offer is selected '. */
export function offerSelectedMessage(offer: string): Bilingual {
  return { en: `${offer} offer is selected `, ar: `تم اختيار عرض ${offer} ` };
}
