import type { Lang } from '@dealer/contracts';
import type { BookingInviteParams, BookingMailParams } from './booking-mail-format.js';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingReminderMail,
  bookingRescheduledMail,
  type BookingRescheduledParams,
} from './booking-mail.templates.js';
import { claimStatusChangedMail, claimSubmittedMail, type ClaimMailParams, type ClaimStatusMailParams } from './claim-mail.templates.js';
import type { NewsletterMailParams } from '../../enquiries/index.js';
import type { IdentityMailParams } from '../../identity/index.js';
import { accountExistsMail, passwordChangedMail, resetPasswordMail, resetPasswordNoAccountMail, verifyEmailMail } from './identity-mail.templates.js';
import type { MailContext, RenderedMail } from './mail-layout.js';
import { newsletterConfirmMail, newsletterSubscribedMail } from './newsletter-mail.templates.js';
import { waitlistOfferMail, type WaitlistOfferParams } from './waitlist-mail.templates.js';

/** Each template's parameters, by template name; the account and newsletter ones as their modules ask for them. */
export interface MailTemplateParams extends IdentityMailParams, NewsletterMailParams {
  'booking-confirmed': BookingInviteParams;
  'booking-rescheduled': BookingRescheduledParams;
  'booking-cancelled': BookingInviteParams;
  'booking-reminder': BookingMailParams;
  'claim-submitted': ClaimMailParams;
  'claim-status-changed': ClaimStatusMailParams;
  'waitlist-offer': WaitlistOfferParams;
}

type Renderers = { [T in keyof MailTemplateParams]: (p: MailTemplateParams[T], lang: Lang, ctx: MailContext) => RenderedMail };

/** Every template the worker renders, by name (the Mail Queue tab names each; its spec checks it knows them all). */
export const RENDERERS: Renderers = {
  'verify-email': verifyEmailMail,
  'reset-password': resetPasswordMail,
  'reset-password-no-account': resetPasswordNoAccountMail,
  'account-exists': accountExistsMail,
  'password-changed': passwordChangedMail,
  'booking-confirmed': bookingConfirmedMail,
  'booking-rescheduled': bookingRescheduledMail,
  'booking-cancelled': bookingCancelledMail,
  'booking-reminder': bookingReminderMail,
  'claim-submitted': claimSubmittedMail,
  'claim-status-changed': claimStatusChangedMail,
  'newsletter-confirm': newsletterConfirmMail,
  'newsletter-subscribed': newsletterSubscribedMail,
  'waitlist-offer': waitlistOfferMail,
};

export function renderMail<T extends keyof MailTemplateParams>(
  job: { template: T; lang: Lang; params: MailTemplateParams[T] },
  ctx: MailContext,
): RenderedMail {
  const render = RENDERERS[job.template] as (p: MailTemplateParams[T], lang: Lang, ctx: MailContext) => RenderedMail;
  return render(job.params, job.lang, ctx);
}
