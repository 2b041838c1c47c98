import { bilingualTable, type Bilingual } from './i18n.js';
import { SPEC_MESSAGES } from './spec-messages.js';

/**
 * Messages the server puts in `message`. The server answers in the language of the request's
 * Accept-Language header (see langFromAcceptLanguage); the frontend shows `message` as it comes.
 */
export const API_MESSAGES = bilingualTable({
  registered: ['Thank you for registering. Please check your e-mail for a link to verify your account.', 'شكراً لتسجيلك. يرجى مراجعة بريدك الإلكتروني للعثور على رابط تأكيد حسابك.'],
  loggedIn: ['Login successful', 'تم تسجيل الدخول بنجاح'],
  loggedOut: ['You have been logged out', 'تم تسجيل الخروج'],
  verifyEmailFirst: SPEC_MESSAGES.verifyEmailFirst,
  invalidCredentials: ['Invalid e-mail or password', 'البريد الإلكتروني أو كلمة المرور غير صحيحة'],
  emailVerified: SPEC_MESSAGES.emailVerified,
  verificationLinkInvalid: ['This verification link is invalid or has expired. Log in to receive a new one.', 'رابط التأكيد غير صالح أو منتهي الصلاحية. سجّل الدخول لتصلك رسالة جديدة.'],
  resetLinkSent: ['If an account exists for this e-mail, a link to reset the password has been sent.', 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه رابط لإعادة تعيين كلمة المرور.'],
  resetLinkInvalid: ['This password reset link is invalid or has expired. Please request a new one.', 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.'],
  passwordsDoNotMatch: SPEC_MESSAGES.passwordNotMatched,
  passwordCreated: SPEC_MESSAGES.passwordCreated,
  passwordUpdated: SPEC_MESSAGES.passwordUpdated,
  currentPasswordWrong: ['The current password is not correct', 'كلمة المرور الحالية غير صحيحة'],
  customerUpdated: ['Customer has been updated Successfully', 'تم تحديث بيانات العميل بنجاح'],
  customerDeleted: ['Customer has been deleted Successfully', 'تم حذف العميل بنجاح'],
  customerNotFound: ['Customer not found', 'العميل غير موجود'],
  emailTaken: ['Another customer already uses this e-mail', 'هذا البريد الإلكتروني مستخدم لعميل آخر'],
  cannotDeleteSelf: ['You cannot delete your own account while logged in', 'لا يمكنك حذف حسابك أثناء تسجيل الدخول'],
  preferencesSaved: ['Preferences saved', 'تم حفظ التفضيلات'],
  loginRequired: ['Please log in to continue', 'يرجى تسجيل الدخول للمتابعة'],
  adminOnly: ['Only an administrator may do this', 'هذا الإجراء متاح للمسؤول فقط'],
  notAllowed: ['You are not allowed to do this', 'غير مسموح لك بهذا الإجراء'],
  staffOnly: ['Only branch staff or an administrator may do this', 'هذا الإجراء متاح لموظفي الفرع أو المسؤول فقط'],
  notYourBranch: ['This branch is not one of yours', 'هذا الفرع ليس من الفروع المسندة إليك'],
  tooManyRequests: ['Too many attempts. Please wait a few minutes and try again.', 'محاولات كثيرة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.'],
  /** A limit's refusal; tryAgainIn says when. */
  tooManyAttempts: ['Too many attempts.', 'محاولات كثيرة.'],
  changedConcurrently: ['Someone else changed this at the same moment. Please reload and try again.', 'قام شخص آخر بتعديل هذا في اللحظة نفسها. يرجى إعادة التحميل والمحاولة مرة أخرى.'],
  notFound: ['Not found', 'غير موجود'],
  invalidJson: ['The request body is not valid JSON', 'محتوى الطلب ليس بصيغة JSON صالحة'],
  invalidInput: ['Some fields are not valid', 'بعض الحقول غير صالحة'],
  payloadTooLarge: ['The request is too large', 'حجم الطلب كبير جداً'],
  // Refusals of the request guard and of the database's own checks (core/http).
  tooManyStreams: ['Too many live updates are open from your connection. Close some of the site\'s tabs and try again.', 'فتحت تحديثات مباشرة كثيرة من اتصالك. أغلق بعض علامات تبويب الموقع وحاول مرة أخرى.'],
  jsonOnly: ['Send the request as JSON (Content-Type: application/json)', 'أرسل الطلب بصيغة JSON ‏(Content-Type: application/json)'],
  methodNotAllowed: ['This address does not accept this kind of request', 'هذا العنوان لا يقبل هذا النوع من الطلبات'],
  invalidAddress: ['The web address is not valid. Check it and try again.', 'عنوان الصفحة غير صالح. تحقق منه وحاول مرة أخرى.'],
  valueMissing: ['A required value is missing. Fill in every required field and try again.', 'هناك قيمة مطلوبة ناقصة. املأ جميع الحقول المطلوبة وحاول مرة أخرى.'],
  valueOutOfRange: ['A number or date is outside the range we can accept. Check the numbers and dates.', 'هناك رقم أو تاريخ خارج النطاق المقبول. تحقق من الأرقام والتواريخ.'],
  valueNotStorable: ['A value cannot be saved as sent. Remove unusual characters and check the dates and numbers.', 'لا يمكن حفظ إحدى القيم كما أُرسلت. احذف الأحرف غير المعتادة وتحقق من التواريخ والأرقام.'],
  alreadyExists: ['This already exists. Change the value or edit the existing item.', 'هذا العنصر موجود مسبقاً. غيّر القيمة أو عدّل العنصر الموجود.'],
  stillReferenced: ['This is linked to other records: it refers to something that no longer exists, or others still use it.', 'هذا العنصر مرتبط بسجلات أخرى: إما أنه يشير إلى عنصر لم يعد موجوداً، أو أن عناصر أخرى ما زالت تستخدمه.'],
  changedMeanwhile: ['This was changed by someone else at the same time. Reload and try again.', 'غيّر شخص آخر هذا العنصر في الوقت نفسه. أعد التحميل وحاول مرة أخرى.'],
  idempotencyKeyReused: [
    'This Idempotency-Key was already used for a different request. Send a changed request with a new key.',
    'سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف. أرسل الطلب المعدّل بمفتاح جديد.',
  ],
  serverError: ['Something went wrong on our side. Please try again.', 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.'],
  serviceBusy: ['The service is busy right now. Please try again in a few seconds.', 'الخدمة مشغولة الآن. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.'],
});

export type ApiMessageKey = keyof typeof API_MESSAGES;

/** Whole minutes as a sentence writes them: 'a minute', '14 minutes'; 'دقيقة', 'دقيقتين', '3 دقائق', '14 دقيقة'. */
export function minutesText(minutes: number): Bilingual {
  const n = Math.max(1, Math.ceil(minutes));
  const en = n === 1 ? 'a minute' : `${n} minutes`;
  const ar = n === 1 ? 'دقيقة' : n === 2 ? 'دقيقتين' : n <= 10 ? `${n} دقائق` : `${n} دقيقة`;
  return { en, ar };
}

/** A limit's refusal with when the next attempt will be taken (`seconds` from now, as Retry-After says). */
export function tryAgainIn(message: Bilingual, seconds: number): Bilingual {
  const wait = minutesText(seconds / 60);
  return { en: `${message.en} You can try again in ${wait.en}.`, ar: `${message.ar} يمكنك المحاولة مرة أخرى بعد ${wait.ar}.` };
}
