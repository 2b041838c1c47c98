import { NEWSLETTER_MESSAGES } from '@dealer/contracts';
import { useNewsletterLink } from '../api/use-newsletter-link.mutation';
import { MailedLinkPage } from './mailed-link-page';

const MESSAGES = { done: NEWSLETTER_MESSAGES.unsubscribed, unknownLink: NEWSLETTER_MESSAGES.unsubscribeLinkUnknown };

/** /unsubscribe?token=..: the link in every newsletter mail; one click withdraws consent. */
export function UnsubscribePage() {
  return <MailedLinkPage texts="unsubscribe" action={useNewsletterLink('/api/newsletter/unsubscribe')} messages={MESSAGES} />;
}
