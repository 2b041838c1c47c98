import type { Widen } from './widen';

/**
 * English texts of the page the newsletter's unsubscribe link opens. They load with that page, so
 * the other pages do not carry them; `newsletter.ar.ts` is typed against this object.
 */
export const newsletterEn = {
  unsubscribe: {
    title: 'Unsubscribe',
    heading: 'Unsubscribe from the newsletter',
    intro: 'Confirm below and we will take your e-mail address off our newsletter list. You can subscribe again at any time in the footer of the site.',
    confirm: 'Unsubscribe',
    working: 'Unsubscribing…',
    missingLink:
      'This page needs the link from the newsletter e-mail. Please open the link in the e-mail again, or write to us at the address shown at the top of the site.',
    toHome: 'Back to the home page',
  },
} as const;

export type NewsletterMessages = Widen<typeof newsletterEn>;
