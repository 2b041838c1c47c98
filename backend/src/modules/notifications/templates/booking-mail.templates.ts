import type { Lang } from '@dealer/contracts';
import {
  accountUrl,
  bookingDetails,
  bookingInvite,
  dateLabel,
  timeLabel,
  type BookingInviteParams,
  type BookingMailParams,
  type BookingSlotParams,
} from './booking-mail-format.js';
import { layoutMail, type MailContext, type RenderedMail } from './mail-layout.js';

export interface BookingRescheduledParams extends BookingInviteParams {
  previous: BookingSlotParams;
}

function greeting(p: BookingMailParams, lang: Lang): string {
  return lang === 'en' ? `Hello ${p.firstName},` : `مرحباً ${p.firstName}،`;
}

function when(slot: BookingSlotParams, lang: Lang): string {
  return lang === 'en' ? `${slot.bookingDate} at ${timeLabel(slot, lang)}` : `${slot.bookingDate} الساعة ${timeLabel(slot, lang)}`;
}

const MANAGE = {
  en: 'To cancel or reschedule, open your account. Please arrive a few minutes before your time.',
  ar: 'للإلغاء أو تغيير الموعد، افتح حسابك. يرجى الحضور قبل موعدك ببضع دقائق.',
};
const ACCOUNT_LABEL = { en: 'View my bookings', ar: 'عرض حجوزاتي' };

export function bookingConfirmedMail(p: BookingInviteParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const mail = layoutMail(lang, ctx, {
    subject: en ? `Booking confirmed: ${p.branchName}, ${when(p.slot, lang)}` : `تم تأكيد حجزك: ${p.branchName}، ${when(p.slot, lang)}`,
    greeting: greeting(p, lang),
    paragraphs: [
      en
        ? `Thank you for booking with ${ctx.brandName}. Your service appointment is booked:`
        : `شكراً لحجزك لدى ${ctx.brandName}. تم حجز موعد الصيانة الخاص بك:`,
    ],
    details: bookingDetails(p, lang),
    action: { label: ACCOUNT_LABEL[lang], url: accountUrl(ctx) },
    footer: en
      ? `The attached invitation adds the appointment to your calendar. ${MANAGE.en}`
      : `الدعوة المرفقة تضيف الموعد إلى تقويمك. ${MANAGE.ar}`,
  });
  return { ...mail, attachments: [bookingInvite(p, 'REQUEST', lang, ctx)] };
}

export function bookingRescheduledMail(p: BookingRescheduledParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const before = `${dateLabel(p.previous, lang)} ${timeLabel(p.previous, lang)}`;
  const mail = layoutMail(lang, ctx, {
    subject: en ? `Booking moved: ${p.branchName}, ${when(p.slot, lang)}` : `تم تغيير موعد حجزك: ${p.branchName}، ${when(p.slot, lang)}`,
    greeting: greeting(p, lang),
    paragraphs: [
      en
        ? `Your service appointment has moved from ${before} to the new time below.`
        : `تم نقل موعد الصيانة الخاص بك من ${before} إلى الموعد الجديد أدناه.`,
    ],
    details: bookingDetails(p, lang),
    action: { label: ACCOUNT_LABEL[lang], url: accountUrl(ctx) },
    footer: en
      ? `The attached invitation updates the entry in your calendar. ${MANAGE.en}`
      : `الدعوة المرفقة تحدّث الموعد في تقويمك. ${MANAGE.ar}`,
  });
  return { ...mail, attachments: [bookingInvite(p, 'REQUEST', lang, ctx)] };
}

export function bookingCancelledMail(p: BookingInviteParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const mail = layoutMail(lang, ctx, {
    subject: en ? `Booking cancelled: ${p.branchName}, ${when(p.slot, lang)}` : `تم إلغاء حجزك: ${p.branchName}، ${when(p.slot, lang)}`,
    greeting: greeting(p, lang),
    paragraphs: [
      en ? 'Your service appointment below has been cancelled.' : 'تم إلغاء موعد الصيانة التالي.',
      en ? 'You are welcome to book another time whenever suits you.' : 'يسعدنا أن تحجز موعداً آخر في الوقت الذي يناسبك.',
    ],
    details: bookingDetails(p, lang),
    action: { label: ACCOUNT_LABEL[lang], url: accountUrl(ctx) },
    footer: en
      ? 'The attached file removes the appointment from your calendar.'
      : 'الملف المرفق يزيل الموعد من تقويمك.',
  });
  return { ...mail, attachments: [bookingInvite(p, 'CANCEL', lang, ctx)] };
}

export function bookingReminderMail(p: BookingMailParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  return layoutMail(lang, ctx, {
    subject: en ? `Reminder: your appointment at ${p.branchName}, ${when(p.slot, lang)}` : `تذكير بموعدك في ${p.branchName}، ${when(p.slot, lang)}`,
    greeting: greeting(p, lang),
    paragraphs: [en ? 'This is a reminder of your upcoming service appointment:' : 'نذكّرك بموعد الصيانة القادم:'],
    details: bookingDetails(p, lang),
    action: { label: ACCOUNT_LABEL[lang], url: accountUrl(ctx) },
    footer: MANAGE[lang],
  });
}
