import type { Bilingual } from './i18n.js';

/** How fields are named in messages about them. Unknown fields are named as sent. */
export const FIELD_LABELS: Record<string, Bilingual> = {
  firstName: { en: 'First name', ar: 'الاسم الأول' },
  lastName: { en: 'Last name', ar: 'اسم العائلة' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  phoneNumber: { en: 'Phone number', ar: 'رقم الجوال' },
  password: { en: 'Password', ar: 'كلمة المرور' },
  newPassword: { en: 'New password', ar: 'كلمة المرور الجديدة' },
  confirmPassword: { en: 'Confirm password', ar: 'تأكيد كلمة المرور' },
  token: { en: 'Link token', ar: 'رمز الرابط' },
  type: { en: 'Type', ar: 'النوع' },
  verified: { en: 'Verified', ar: 'مؤكد' },
  lang: { en: 'Language', ar: 'اللغة' },
};
