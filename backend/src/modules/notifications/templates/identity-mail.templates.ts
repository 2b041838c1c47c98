import type { Lang } from '@dealer/contracts';
import { layoutMail, type MailContext, type RenderedMail } from './mail-layout.js';

export interface VerifyEmailParams {
  firstName: string;
  link: string;
}
export interface ResetPasswordParams {
  firstName: string;
  link: string;
}
export interface AccountExistsParams {
  firstName: string;
  loginUrl: string;
  resetUrl: string;
}
export interface PasswordChangedParams {
  firstName: string;
}
export interface ResetPasswordNoAccountParams {
  /** The page to log in or register on. */
  loginUrl: string;
}

const IGNORE = {
  en: 'If you did not ask for this, you can ignore this e-mail.',
  ar: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
};

export function verifyEmailMail(p: VerifyEmailParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  return layoutMail(lang, ctx, {
    subject: en ? `Verify your e-mail for ${ctx.brandName}` : `تأكيد بريدك الإلكتروني لدى ${ctx.brandName}`,
    greeting: en ? `Hello ${p.firstName},` : `مرحباً ${p.firstName}،`,
    paragraphs: [
      en
        ? 'Thank you for registering. Please confirm your e-mail address to start booking service appointments.'
        : 'شكراً لتسجيلك. يرجى تأكيد بريدك الإلكتروني لتتمكن من حجز مواعيد الصيانة.',
      en ? 'The link is valid for 48 hours and can be used once.' : 'الرابط صالح لمدة 48 ساعة ويمكن استخدامه مرة واحدة.',
    ],
    action: { label: en ? 'Verify my e-mail' : 'تأكيد بريدي الإلكتروني', url: p.link },
    footer: IGNORE[lang],
  });
}

export function resetPasswordMail(p: ResetPasswordParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  return layoutMail(lang, ctx, {
    subject: en ? `Reset your ${ctx.brandName} password` : `إعادة تعيين كلمة المرور لدى ${ctx.brandName}`,
    greeting: en ? `Hello ${p.firstName},` : `مرحباً ${p.firstName}،`,
    paragraphs: [
      en
        ? 'We received a request to reset your password. Choose a new one with the link below.'
        : 'تلقينا طلباً لإعادة تعيين كلمة المرور. اختر كلمة مرور جديدة من خلال الرابط أدناه.',
      en ? 'The link is valid for one hour and can be used once.' : 'الرابط صالح لمدة ساعة واحدة ويمكن استخدامه مرة واحدة.',
    ],
    action: { label: en ? 'Choose a new password' : 'اختيار كلمة مرور جديدة', url: p.link },
    footer: IGNORE[lang],
  });
}

export function accountExistsMail(p: AccountExistsParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  return layoutMail(lang, ctx, {
    subject: en ? `You already have a ${ctx.brandName} account` : `لديك حساب بالفعل لدى ${ctx.brandName}`,
    greeting: en ? `Hello ${p.firstName},` : `مرحباً ${p.firstName}،`,
    paragraphs: [
      en
        ? 'Someone tried to register with this e-mail address, which already has an account. If it was you, log in; if you forgot the password, reset it here:'
        : 'حاول أحدهم التسجيل بهذا البريد الإلكتروني المرتبط بحساب قائم. إذا كنت أنت، فسجّل الدخول؛ وإذا نسيت كلمة المرور فيمكنك إعادة تعيينها من هنا:',
      p.resetUrl,
    ],
    action: { label: en ? 'Log in' : 'تسجيل الدخول', url: p.loginUrl },
    footer: IGNORE[lang],
  });
}

export function passwordChangedMail(p: PasswordChangedParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  return layoutMail(lang, ctx, {
    subject: en ? `Your ${ctx.brandName} password was changed` : `تم تغيير كلمة المرور لدى ${ctx.brandName}`,
    greeting: en ? `Hello ${p.firstName},` : `مرحباً ${p.firstName}،`,
    paragraphs: [
      en
        ? 'Your password was just changed and every session was logged out. If this was not you, reset your password at once.'
        : 'تم تغيير كلمة المرور الخاصة بك للتو وتم تسجيل الخروج من جميع الجلسات. إذا لم تكن أنت، فأعد تعيين كلمة المرور فوراً.',
    ],
    footer: en ? 'This message is sent for your security.' : 'أُرسلت هذه الرسالة حرصاً على أمان حسابك.',
  });
}

/** A reset was asked for an address no account uses: the same answer a known address gets, a mail. */
export function resetPasswordNoAccountMail(p: ResetPasswordNoAccountParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  return layoutMail(lang, ctx, {
    subject: en ? `Password reset requested at ${ctx.brandName}` : `طلب إعادة تعيين كلمة المرور لدى ${ctx.brandName}`,
    greeting: en ? 'Hello,' : 'مرحباً،',
    paragraphs: [
      en
        ? `Someone asked to reset the password of a ${ctx.brandName} account with this e-mail address, but no account uses it.`
        : `طلب أحدهم إعادة تعيين كلمة المرور لحساب لدى ${ctx.brandName} بهذا البريد الإلكتروني، لكن لا يوجد حساب مرتبط به.`,
      en
        ? 'If it was you, you may have registered with another address; or create an account now.'
        : 'إذا كنت أنت، فربما سجّلت ببريد إلكتروني آخر؛ أو يمكنك إنشاء حساب الآن.',
    ],
    action: { label: en ? 'Log in or register' : 'تسجيل الدخول أو إنشاء حساب', url: p.loginUrl },
    footer: IGNORE[lang],
  });
}
