import { isolateFor, type AdminClaimStatus, type ClaimResolution, type Lang } from '@dealer/contracts';
import { accountUrl } from './booking-mail-format.js';
import { greeting, layoutMail, type MailContext, type RenderedMail } from './mail-layout.js';

/** What every claim mail shows, taken from the claim's events when the mail is queued. */
export interface ClaimMailParams {
  reference: string;
  firstName: string;
  vehicleName: string;
  vehicleModel: string;
  salesOrderOrInvoiceNumber: string;
}

/** A status change as the customer hears of it: the admin's note is the question or the reason. */
export interface ClaimStatusMailParams extends ClaimMailParams {
  status: AdminClaimStatus;
  note?: string;
  resolution?: ClaimResolution;
}

const LABELS = {
  en: { reference: 'Claim reference', vehicle: 'Vehicle', invoice: 'Sales order or invoice', status: 'Status', resolution: 'Resolution' },
  ar: { reference: 'رقم المطالبة', vehicle: 'المركبة', invoice: 'أمر البيع أو الفاتورة', status: 'الحالة', resolution: 'الحل' },
};

const STATUS_LABELS: Record<AdminClaimStatus, Record<Lang, string>> = {
  information_requested: { en: 'Information requested', ar: 'مطلوب معلومات إضافية' },
  under_review: { en: 'Under review', ar: 'قيد المراجعة' },
  approved: { en: 'Approved', ar: 'مقبولة' },
  rejected: { en: 'Rejected', ar: 'مرفوضة' },
  closed: { en: 'Closed', ar: 'مغلقة' },
};

const RESOLUTION_LABELS: Record<ClaimResolution, Record<Lang, string>> = {
  replaced: { en: 'The part will be replaced', ar: 'سيتم استبدال القطعة' },
  repaired: { en: 'The part will be repaired', ar: 'سيتم إصلاح القطعة' },
  credited: { en: 'The part will be credited', ar: 'سيتم تعويض قيمة القطعة' },
};

const ACCOUNT_LABEL = { en: 'View my warranty claims', ar: 'عرض مطالبات الضمان' };
const FOOTER = {
  en: 'Please quote the claim reference whenever you contact us about this claim.',
  ar: 'يرجى ذكر رقم المطالبة عند التواصل معنا بخصوصها.',
};

/**
 * The claim's facts as label and value. In Arabic the customer's values are isolated (FSI…PDI), so a
 * reference like WC-2026-000284 or an invoice number keeps its order inside the right-to-left mail.
 */
function details(p: ClaimMailParams, lang: Lang, extra: { label: string; value: string }[] = []): { label: string; value: string }[] {
  const l = LABELS[lang];
  const iso = isolateFor(lang);
  return [
    { label: l.reference, value: iso(p.reference) },
    { label: l.vehicle, value: iso([p.vehicleName, p.vehicleModel].filter(Boolean).join(' · ')) },
    { label: l.invoice, value: iso(p.salesOrderOrInvoiceNumber) },
    ...extra,
  ];
}

export function claimSubmittedMail(p: ClaimMailParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const ref = isolateFor(lang)(p.reference);
  return layoutMail(lang, ctx, {
    subject: en ? `Warranty claim ${ref} received` : `تم استلام مطالبة الضمان ${ref}`,
    greeting: greeting(lang, p.firstName),
    paragraphs: [
      en
        ? `Thank you: we have received your warranty claim. Its reference is ${ref}. We will write to you each time its status changes.`
        : `شكراً لك، لقد استلمنا مطالبة الضمان الخاصة بك. رقمها ${ref}. سنراسلك عند كل تغيير في حالتها.`,
      en
        ? 'Please bring the original e-invoice with the damaged parts to the branch.'
        : 'يرجى إحضار الفاتورة الإلكترونية الأصلية مع القطع التالفة إلى الفرع.',
    ],
    details: details(p, lang),
    action: { label: ACCOUNT_LABEL[lang], url: accountUrl(ctx) },
    footer: FOOTER[lang],
  });
}

/** One mail per status the admin sets; what it asks of the customer depends on that status. */
export function claimStatusChangedMail(p: ClaimStatusMailParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const status = STATUS_LABELS[p.status][lang];
  const { subject, lead } = statusWording(p, lang);
  const note = p.note ? [p.note] : [];
  const resolution = p.resolution ? [{ label: LABELS[lang].resolution, value: RESOLUTION_LABELS[p.resolution][lang] }] : [];
  return layoutMail(lang, ctx, {
    subject,
    greeting: greeting(lang, p.firstName),
    paragraphs: [lead, ...note, ...(p.status === 'information_requested' ? [en ? 'Please answer from your account.' : 'يرجى الرد من خلال حسابك.'] : [])],
    details: details(p, lang, [{ label: LABELS[lang].status, value: status }, ...resolution]),
    action: { label: ACCOUNT_LABEL[lang], url: accountUrl(ctx) },
    footer: FOOTER[lang],
  });
}

function statusWording(p: ClaimStatusMailParams, lang: Lang): { subject: string; lead: string } {
  const ref = isolateFor(lang)(p.reference);
  const en = lang === 'en';
  switch (p.status) {
    case 'information_requested':
      return en
        ? { subject: `Warranty claim ${ref}: we need more information`, lead: 'To continue with your warranty claim we need some more information from you:' }
        : { subject: `مطالبة الضمان ${ref}: نحتاج إلى معلومات إضافية`, lead: 'لمتابعة مطالبة الضمان الخاصة بك نحتاج منك إلى بعض المعلومات الإضافية:' };
    case 'under_review':
      return en
        ? { subject: `Warranty claim ${ref} is under review`, lead: 'Our team is now reviewing your warranty claim.' }
        : { subject: `مطالبة الضمان ${ref} قيد المراجعة`, lead: 'يقوم فريقنا الآن بمراجعة مطالبة الضمان الخاصة بك.' };
    case 'approved':
      return en
        ? { subject: `Warranty claim ${ref} approved`, lead: `Good news: your warranty claim has been approved. ${p.resolution ? RESOLUTION_LABELS[p.resolution].en + '.' : ''}`.trim() }
        : { subject: `تمت الموافقة على مطالبة الضمان ${ref}`, lead: `يسعدنا إبلاغك بالموافقة على مطالبة الضمان الخاصة بك. ${p.resolution ? RESOLUTION_LABELS[p.resolution].ar + '.' : ''}`.trim() };
    case 'rejected':
      return en
        ? { subject: `Warranty claim ${ref} was not approved`, lead: 'We are sorry: your warranty claim was not approved, for this reason:' }
        : { subject: `لم تتم الموافقة على مطالبة الضمان ${ref}`, lead: 'نأسف لإبلاغك بعدم الموافقة على مطالبة الضمان الخاصة بك، للسبب التالي:' };
    case 'closed':
      return en
        ? { subject: `Warranty claim ${ref} closed`, lead: 'Your warranty claim is now closed. Thank you for your patience.' }
        : { subject: `تم إغلاق مطالبة الضمان ${ref}`, lead: 'تم إغلاق مطالبة الضمان الخاصة بك. شكراً لصبرك.' };
    default: {
      const unhandled: never = p.status;
      return unhandled;
    }
  }
}
