import { holdUntilLabel, isolateFor, type Lang } from '@dealer/contracts';
import { dateLabel, timeLabel, whenLabel } from './booking-mail-format.js';
import { greeting, layoutMail, type MailContext, type RenderedMail } from './mail-layout.js';

/** A place held for a customer from the waitlist, and the link that confirms it. */
export interface WaitlistOfferParams {
  holdId: string;
  firstName: string;
  /** In the mail's language (the Arabic name where there is one). */
  branchName: string;
  slot: { bookingDate: string; bookingTime: string; startsAt: string };
  /** ISO instant the hold lapses at. */
  expiresAt: string;
  /**
   * The offer page with its token, added by the worker as it renders the mail (never queued, so Redis
   * holds no live link).
   */
  offerUrl?: string;
}

const LABELS = {
  en: { branch: 'Branch', date: 'Date', time: 'Time (Riyadh)', until: 'Held until (Riyadh)', confirm: 'Confirm this booking' },
  ar: { branch: 'الفرع', date: 'التاريخ', time: 'الوقت (بتوقيت الرياض)', until: 'محجوز حتى (بتوقيت الرياض)', confirm: 'تأكيد هذا الحجز' },
};

export function waitlistOfferMail(p: WaitlistOfferParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const labels = LABELS[lang];
  const until = holdUntilLabel(p.expiresAt, lang);
  return layoutMail(lang, ctx, {
    subject: en ? `A place is free for you: ${p.branchName}, ${whenLabel(p.slot, lang)}` : `توفر مكان لك: ${isolateFor(lang)(p.branchName)}، ${whenLabel(p.slot, lang)}`,
    greeting: greeting(lang, p.firstName),
    paragraphs: [
      en
        ? `Good news from the waitlist: a place has freed up, and we are holding it for you until ${until}.`
        : `أخبار سارة من قائمة الانتظار: توفر مكان ونحن نحجزه لك حتى ${isolateFor(lang)(until)}.`,
      en
        ? 'Open the link and press Confirm to book it. If you do not confirm in time, it goes to the next customer in line.'
        : 'افتح الرابط واضغط "تأكيد" لحجزه. إذا لم تؤكد في الوقت المحدد، سيُعرض على العميل التالي في القائمة.',
    ],
    details: [
      { label: labels.branch, value: p.branchName },
      { label: labels.date, value: dateLabel(p.slot, lang) },
      { label: labels.time, value: timeLabel(p.slot, lang) },
      { label: labels.until, value: until },
    ],
    ...(p.offerUrl ? { action: { label: labels.confirm, url: p.offerUrl } } : {}),
    footer: en ? 'The link works once and only while the place is held.' : 'يعمل الرابط مرة واحدة فقط وطوال مدة حجز المكان.',
  });
}
