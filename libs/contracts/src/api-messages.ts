import type { Bilingual } from './i18n.js';
import { SPEC_MESSAGES } from './spec-messages.js';

/**
 * Messages the server puts in `message`. The server answers in the language of the request's
 * Accept-Language header (see langFromAcceptLanguage); the frontend shows `message` as it comes.
 */
export const API_MESSAGES = {
  registered: {
    en: 'Thank you for registering. Please check your e-mail for a link to verify your account.',
    ar: 'شكراً لتسجيلك. يرجى مراجعة بريدك الإلكتروني للعثور على رابط تأكيد حسابك.',
  },
  loggedIn: { en: 'Login successful', ar: 'تم تسجيل الدخول بنجاح' },
  loggedOut: { en: 'You have been logged out', ar: 'تم تسجيل الخروج' },
  verifyEmailFirst: SPEC_MESSAGES.verifyEmailFirst,
  invalidCredentials: {
    en: 'Invalid e-mail or password',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  emailVerified: SPEC_MESSAGES.emailVerified,
  verificationLinkInvalid: {
    en: 'This verification link is invalid or has expired. Log in to receive a new one.',
    ar: 'رابط التأكيد غير صالح أو منتهي الصلاحية. سجّل الدخول لتصلك رسالة جديدة.',
  },
  resetLinkSent: {
    en: 'If an account exists for this e-mail, a link to reset the password has been sent.',
    ar: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه رابط لإعادة تعيين كلمة المرور.',
  },
  resetLinkInvalid: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    ar: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
  },
  passwordsDoNotMatch: SPEC_MESSAGES.passwordNotMatched,
  passwordCreated: SPEC_MESSAGES.passwordCreated,
  passwordUpdated: SPEC_MESSAGES.passwordUpdated,
  currentPasswordWrong: {
    en: 'The current password is not correct',
    ar: 'كلمة المرور الحالية غير صحيحة',
  },
  customerUpdated: { en: 'Customer has been updated Successfully', ar: 'تم تحديث بيانات العميل بنجاح' },
  customerDeleted: { en: 'Customer has been deleted Successfully', ar: 'تم حذف العميل بنجاح' },
  customerNotFound: { en: 'Customer not found', ar: 'العميل غير موجود' },
  emailTaken: {
    en: 'Another customer already uses this e-mail',
    ar: 'هذا البريد الإلكتروني مستخدم لعميل آخر',
  },
  cannotDeleteSelf: {
    en: 'You cannot delete your own account while logged in',
    ar: 'لا يمكنك حذف حسابك أثناء تسجيل الدخول',
  },
  preferencesSaved: { en: 'Preferences saved', ar: 'تم حفظ التفضيلات' },
  loginRequired: { en: 'Please log in to continue', ar: 'يرجى تسجيل الدخول للمتابعة' },
  adminOnly: { en: 'Only an administrator may do this', ar: 'هذا الإجراء متاح للمسؤول فقط' },
  notAllowed: { en: 'You are not allowed to do this', ar: 'غير مسموح لك بهذا الإجراء' },
  tooManyRequests: {
    en: 'Too many attempts. Please wait a few minutes and try again.',
    ar: 'محاولات كثيرة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  changedConcurrently: {
    en: 'Someone else changed this at the same moment. Please reload and try again.',
    ar: 'قام شخص آخر بتعديل هذا في اللحظة نفسها. يرجى إعادة التحميل والمحاولة مرة أخرى.',
  },
  notFound: { en: 'Not found', ar: 'غير موجود' },
  invalidJson: {
    en: 'The request body is not valid JSON',
    ar: 'محتوى الطلب ليس بصيغة JSON صالحة',
  },
  invalidInput: { en: 'Some fields are not valid', ar: 'بعض الحقول غير صالحة' },
  payloadTooLarge: { en: 'The request is too large', ar: 'حجم الطلب كبير جداً' },
  // Refusals of the request guard and of the database's own checks (core/http).
  jsonOnly: {
    en: 'Send the request as JSON (Content-Type: application/json)',
    ar: 'أرسل الطلب بصيغة JSON ‏(Content-Type: application/json)',
  },
  methodNotAllowed: {
    en: 'This address does not accept this kind of request',
    ar: 'هذا العنوان لا يقبل هذا النوع من الطلبات',
  },
  invalidAddress: {
    en: 'The web address is not valid. Check it and try again.',
    ar: 'عنوان الصفحة غير صالح. تحقق منه وحاول مرة أخرى.',
  },
  valueMissing: {
    en: 'A required value is missing. Fill in every required field and try again.',
    ar: 'هناك قيمة مطلوبة ناقصة. املأ جميع الحقول المطلوبة وحاول مرة أخرى.',
  },
  valueOutOfRange: {
    en: 'A number or date is outside the range we can accept. Check the numbers and dates.',
    ar: 'هناك رقم أو تاريخ خارج النطاق المقبول. تحقق من الأرقام والتواريخ.',
  },
  valueNotStorable: {
    en: 'A value cannot be saved as sent. Remove unusual characters and check the dates and numbers.',
    ar: 'لا يمكن حفظ إحدى القيم كما أُرسلت. احذف الأحرف غير المعتادة وتحقق من التواريخ والأرقام.',
  },
  alreadyExists: {
    en: 'This already exists. Change the value or edit the existing item.',
    ar: 'هذا العنصر موجود مسبقاً. غيّر القيمة أو عدّل العنصر الموجود.',
  },
  stillReferenced: {
    en: 'This is linked to other records: it refers to something that no longer exists, or others still use it.',
    ar: 'هذا العنصر مرتبط بسجلات أخرى: إما أنه يشير إلى عنصر لم يعد موجوداً، أو أن عناصر أخرى ما زالت تستخدمه.',
  },
  changedMeanwhile: {
    en: 'This was changed by someone else at the same time. Reload and try again.',
    ar: 'غيّر شخص آخر هذا العنصر في الوقت نفسه. أعد التحميل وحاول مرة أخرى.',
  },
  serverError: {
    en: 'Something went wrong on our side. Please try again.',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  },
} as const satisfies Record<string, Bilingual>;

export type ApiMessageKey = keyof typeof API_MESSAGES;
