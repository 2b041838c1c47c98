import type { AccountMailMessages } from './account-mail.en';

/** Arabic texts of My Account's mail language setting. */
export const accountMailAr: AccountMailMessages = {
  accountMail: {
    label: 'لغة الرسائل',
    hint: 'تصلك رسائل الحجوزات والمطالبات والحساب بهذه اللغة. وعندما تحجز أو تغيّر حجزاً أو ترسل مطالبة أو تغيّر لغة الموقع، تتبع اللغة التي تستخدمها.',
    saving: 'جارٍ الحفظ…',
  },
};
