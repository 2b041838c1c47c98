import { bilingualTable, type Lang } from './i18n.js';

/**
 * The visitor-facing site: the newsletter box in the footer, the pages its mailed links open (confirm
 * the subscription, unsubscribe), and the pages a search engine may list.
 */

/** POST /api/newsletter. `consent` must be true: the box's checkbox starts unticked (PDPL). */
export interface NewsletterInput {
  email: string;
  consent: true;
}

/**
 * GET /api/newsletter (admin): one row per confirmed address, with the time consent was given in the
 * footer and the time its owner confirmed it from the mailed link. Addresses awaiting confirmation are
 * not subscribers yet and are not listed.
 */
export interface NewsletterRow {
  _id: string;
  email: string;
  /** The site's language when the visitor subscribed; the newsletter is written in it. */
  lang: Lang;
  consentAt: string;
  confirmedAt: string;
  createdAt: string;
}

/** POST /api/newsletter/confirm: the token of the link mailed on signing up. */
export interface NewsletterConfirmInput {
  token: string;
}

/** The page the mailed confirmation link opens: /confirm-subscription?token=.. */
export const NEWSLETTER_CONFIRM_PATH = '/confirm-subscription';

/** POST /api/newsletter/unsubscribe: the token of the link mailed on subscribing. */
export interface NewsletterUnsubscribeInput {
  token: string;
}

/** The page the mailed unsubscribe link opens: /unsubscribe?token=.. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/unsubscribe';

/** What the newsletter routes answer in `message`. */
export const NEWSLETTER_MESSAGES = bilingualTable({
  subscribed: [
    'Almost done: we have sent a link to this address. Open it within 48 hours to confirm your subscription.',
    'بقيت خطوة واحدة: أرسلنا رابطاً إلى هذا العنوان. افتحه خلال 48 ساعة لتأكيد اشتراكك.',
  ],
  confirmed: [
    'Your subscription is confirmed. Thank you! You can unsubscribe at any time with the link in our e-mails.',
    'تم تأكيد اشتراكك. شكراً لك! يمكنك إلغاء الاشتراك في أي وقت بالرابط الموجود في رسائلنا.',
  ],
  confirmLinkUnknown: [
    'This confirmation link has expired or has already been used. If you have confirmed your subscription, there is nothing more to do; if not, sign up again in the footer of the site for a new link.',
    'انتهت صلاحية رابط التأكيد هذا أو سبق استخدامه. إذا كنت قد أكدت اشتراكك فلا حاجة إلى أي خطوة أخرى، وإلا فاشترك مرة أخرى من أسفل الموقع لتصلك رسالة برابط جديد.',
  ],
  consentRequired: ['Please tick the box to agree to receive our newsletter.', 'يرجى تحديد المربع للموافقة على استلام نشرتنا البريدية.'],
  unsubscribed: ['You have been unsubscribed. We will not send the newsletter to this address any more.', 'تم إلغاء اشتراكك. لن نرسل النشرة البريدية إلى هذا العنوان بعد الآن.'],
  unsubscribeLinkUnknown: ['This unsubscribe link is not valid or has already been used, so there is nothing left to remove. If you still receive our newsletter, use the link in its latest e-mail.', 'رابط إلغاء الاشتراك هذا غير صالح أو سبق استخدامه، فلا يوجد ما يُزال. إذا كانت النشرة البريدية لا تزال تصلك، فاستخدم الرابط الموجود في أحدث رسالة منها.'],
  subscriberRemoved: ['Subscriber has been removed Successfully', 'تمت إزالة المشترك بنجاح'],
  subscriberNotFound: ['Subscriber not found', 'المشترك غير موجود'],
});

/** The public pages, in the order the sitemap lists them; `{brand}` is the configured brand slug. */
export const PUBLIC_PAGE_PATHS = ['/', '/service', '/why{brand}services', '/locator', '/gallery', '/contact', '/ecatalog'] as const;

/** A public page's path with the brand filled in. */
export function publicPagePath(path: (typeof PUBLIC_PAGE_PATHS)[number], brandSlug: string): string {
  return path.replace('{brand}', brandSlug.toLowerCase());
}
