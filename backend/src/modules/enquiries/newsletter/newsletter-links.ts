import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@dealer/contracts';

/** The mailed link that confirms a sign-up: /confirm-subscription?token=.. on the site. */
export function confirmLink(publicUrl: string, token: string): string {
  return `${publicUrl}${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ token })}`;
}

/** The mailed link that withdraws newsletter consent: /unsubscribe?token=.. on the site. */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;
}
