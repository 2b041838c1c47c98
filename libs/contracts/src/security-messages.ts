import { bilingualTable } from './i18n.js';

/** Refusals of the hardened edge: requests from other sites, unreadable images, full claim storage. */
export const SECURITY_MESSAGES = bilingualTable({
  crossSiteRequest: ['This request came from another website and was refused. Open the site directly and try again.', 'رُفض هذا الطلب لأنه صادر من موقع آخر. افتح الموقع مباشرة ثم حاول مرة أخرى.'],
  imageUnreadable: ['The image is damaged or incomplete: please choose another file', 'الصورة تالفة أو غير مكتملة: يرجى اختيار ملف آخر'],
  imageTooManyPixels: ['The image has more than {limit} million pixels: please choose a smaller one', 'تحتوي الصورة على أكثر من {limit} مليون بكسل: يرجى اختيار صورة أصغر'],
  claimStorageFull: ['Your claim photos have reached the storage limit of {limit} MB: please contact us to add more', 'بلغت صور مطالباتك الحد الأقصى للتخزين وهو {limit} ميغابايت: يرجى التواصل معنا لإضافة المزيد'],
});
