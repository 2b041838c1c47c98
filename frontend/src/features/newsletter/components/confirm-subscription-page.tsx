import { NEWSLETTER_MESSAGES } from '@dealer/contracts';
import { useNewsletterLink } from '../api/use-newsletter-link.mutation';
import { MailedLinkPage } from './mailed-link-page';

const MESSAGES = { done: NEWSLETTER_MESSAGES.confirmed, unknownLink: NEWSLETTER_MESSAGES.confirmLinkUnknown };

/** /confirm-subscription?token=..: the link mailed on signing up; one click puts the address on the list. */
export function ConfirmSubscriptionPage() {
  return <MailedLinkPage texts="confirmSubscription" action={useNewsletterLink('/api/newsletter/confirm')} messages={MESSAGES} />;
}
