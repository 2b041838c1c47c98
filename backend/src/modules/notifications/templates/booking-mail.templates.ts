import { isolateFor, type Lang } from '@dealer/contracts';
import {
  accountUrl,
  bookingDetails,
  bookingInvite,
  dateLabel,
  timeLabel,
  whenLabel,
  type BookingInviteParams,
  type BookingMailParams,
  type BookingSlotParams,
} from './booking-mail-format.js';
import { greeting, layoutMail, type MailContext, type RenderedMail } from './mail-layout.js';

export interface BookingRescheduledParams extends BookingInviteParams {
  previous: BookingSlotParams;
}

const MANAGE = {
  en: 'To cancel or reschedule, use the link above (no login needed) or open your account. Please arrive a few minutes before your time.',
  ar: 'للإلغاء أو تغيير الموعد، استخدم الرابط أعلاه (دون تسجيل الدخول) أو افتح حسابك. يرجى الحضور قبل موعدك ببضع دقائق.',
};
const ACCOUNT_LABEL = { en: 'View my bookings', ar: 'عرض حجوزاتي' };
const MANAGE_LABEL = { en: 'Manage your booking', ar: 'إدارة حجزك' };

/**
 * Every booking mail: greeted by name, the booking's details, and the way to the booking's own page
 * (through its manage link, no login needed), or to the customer's bookings where there is no link.
 */
function bookingMail(p: BookingMailParams, lang: Lang, ctx: MailContext, body: { subject: string; paragraphs: string[]; footer: string }): RenderedMail {
  return layoutMail(lang, ctx, {
    ...body,
    greeting: greeting(lang, p.firstName),
    details: bookingDetails(p, lang),
    action: p.manageUrl ? { label: MANAGE_LABEL[lang], url: p.manageUrl } : { label: ACCOUNT_LABEL[lang], url: accountUrl(ctx) },
  });
}

/** A mail whose calendar file books, moves or removes the appointment. */
function withInvite(mail: RenderedMail, p: BookingInviteParams, method: 'REQUEST' | 'CANCEL', lang: Lang, ctx: MailContext): RenderedMail {
  return { ...mail, attachments: [bookingInvite(p, method, lang, ctx)] };
}

export function bookingConfirmedMail(p: BookingInviteParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const mail = bookingMail(p, lang, ctx, {
    subject: en ? `Booking confirmed: ${p.branchName}, ${whenLabel(p.slot, lang)}` : `تم تأكيد حجزك: ${isolateFor(lang)(p.branchName)}، ${whenLabel(p.slot, lang)}`,
    paragraphs: [
      en
        ? `Thank you for booking with ${ctx.brandName}. Your service appointment is booked:`
        : `شكراً لحجزك لدى ${ctx.brandName}. تم حجز موعد الصيانة الخاص بك:`,
    ],
    footer: en
      ? `The attached invitation adds the appointment to your calendar. ${MANAGE.en}`
      : `الدعوة المرفقة تضيف الموعد إلى تقويمك. ${MANAGE.ar}`,
  });
  return withInvite(mail, p, 'REQUEST', lang, ctx);
}

export function bookingRescheduledMail(p: BookingRescheduledParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const before = isolateFor(lang)(`${dateLabel(p.previous, lang)} ${timeLabel(p.previous, lang)}`);
  const mail = bookingMail(p, lang, ctx, {
    subject: en ? `Booking moved: ${p.branchName}, ${whenLabel(p.slot, lang)}` : `تم تغيير موعد حجزك: ${isolateFor(lang)(p.branchName)}، ${whenLabel(p.slot, lang)}`,
    paragraphs: [
      en
        ? `Your service appointment has moved from ${before} to the new time below.`
        : `تم نقل موعد الصيانة الخاص بك من ${before} إلى الموعد الجديد أدناه.`,
    ],
    footer: en
      ? `The attached invitation updates the entry in your calendar. ${MANAGE.en}`
      : `الدعوة المرفقة تحدّث الموعد في تقويمك. ${MANAGE.ar}`,
  });
  return withInvite(mail, p, 'REQUEST', lang, ctx);
}

export function bookingCancelledMail(p: BookingInviteParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const mail = bookingMail(p, lang, ctx, {
    subject: en ? `Booking cancelled: ${p.branchName}, ${whenLabel(p.slot, lang)}` : `تم إلغاء حجزك: ${isolateFor(lang)(p.branchName)}، ${whenLabel(p.slot, lang)}`,
    paragraphs: [
      en ? 'Your service appointment below has been cancelled.' : 'تم إلغاء موعد الصيانة التالي.',
      en ? 'You are welcome to book another time whenever suits you.' : 'يسعدنا أن تحجز موعداً آخر في الوقت الذي يناسبك.',
    ],
    footer: en
      ? 'The attached file removes the appointment from your calendar.'
      : 'الملف المرفق يزيل الموعد من تقويمك.',
  });
  return withInvite(mail, p, 'CANCEL', lang, ctx);
}

export function bookingReminderMail(p: BookingMailParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  return bookingMail(p, lang, ctx, {
    subject: en ? `Reminder: your appointment at ${p.branchName}, ${whenLabel(p.slot, lang)}` : `تذكير بموعدك في ${isolateFor(lang)(p.branchName)}، ${whenLabel(p.slot, lang)}`,
    paragraphs: [en ? 'This is a reminder of your upcoming service appointment:' : 'نذكّرك بموعد الصيانة القادم:'],
    footer: MANAGE[lang],
  });
}
