import { bilingualTable, type Bilingual } from './i18n.js';

/**
 * Client-side messages of the original site. The English texts are kept exactly as the spec gives
 * them, trailing spaces and odd spelling included, because customers and tests know them.
 */
export const SPEC_MESSAGES = bilingualTable({
  fillMandatory: ['Please fill out all mandatory fields ', 'يرجى تعبئة جميع الحقول الإلزامية '],
  fillDetails: ['Please fill details', 'يرجى تعبئة البيانات'],
  passwordNotMatched: ['Password not matched', 'كلمتا المرور غير متطابقتين'],
  verifyEmailFirst: ['Please Verify your email first', 'يرجى تأكيد بريدك الإلكتروني أولاً'],
  failedToVerify: ['Failed to Verify Email', 'تعذّر تأكيد البريد الإلكتروني'],
  emailVerified: ['Email Verified, Please login with your Credentials..', 'تم تأكيد البريد الإلكتروني، يرجى تسجيل الدخول ببياناتك..'],
  failedToAddYear: ['Failed to add Year', 'تعذّرت إضافة السنة'],
  confirmDelete: ['Are you sure you wish to delete this item?', 'هل أنت متأكد أنك تريد حذف هذا العنصر؟'],
  passwordUpdated: ['New password has been update Successfully', 'تم تحديث كلمة المرور الجديدة بنجاح'],
  passwordCreated: ['New password has been created Successfully', 'تم إنشاء كلمة المرور الجديدة بنجاح'],
  bannerAdded: ['New banner has been added Successfully', 'تمت إضافة الإعلان الجديد بنجاح'],
  imagesAdded: ['New images has been added Successfully', 'تمت إضافة الصور الجديدة بنجاح'],
});

export type SpecMessageKey = keyof typeof SPEC_MESSAGES;

/** Info toast when a price package is chosen: '{offer} offer is selected '. */
export function offerSelectedMessage(offer: string): Bilingual {
  return { en: `${offer} offer is selected `, ar: `تم اختيار عرض ${offer} ` };
}
