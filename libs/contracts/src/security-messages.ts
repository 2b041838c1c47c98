import type { Bilingual } from './i18n.js';

/** Refusals of the hardened edge: requests from other sites, unreadable images, full claim storage. */
export const SECURITY_MESSAGES = {
  crossSiteRequest: {
    en: 'This request came from another website and was refused. Open the site directly and try again.',
    ar: 'رُفض هذا الطلب لأنه صادر من موقع آخر. افتح الموقع مباشرة ثم حاول مرة أخرى.',
  },
  imageUnreadable: {
    en: 'The image is damaged or incomplete: please choose another file',
    ar: 'الصورة تالفة أو غير مكتملة: يرجى اختيار ملف آخر',
  },
  imageTooManyPixels: {
    en: 'The image has more than {limit} million pixels: please choose a smaller one',
    ar: 'تحتوي الصورة على أكثر من {limit} مليون بكسل: يرجى اختيار صورة أصغر',
  },
  claimStorageFull: {
    en: 'Your claim photos have reached the storage limit of {limit} MB: please contact us to add more',
    ar: 'بلغت صور مطالباتك الحد الأقصى للتخزين وهو {limit} ميغابايت: يرجى التواصل معنا لإضافة المزيد',
  },
} as const satisfies Record<string, Bilingual>;
