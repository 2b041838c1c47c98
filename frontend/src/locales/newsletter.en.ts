import type { Widen } from './widen';

/**
 * English texts of the pages the newsletter's mailed links open (confirm the subscription,
 * unsubscribe). They load with those pages, so the other pages do not carry them; `newsletter.ar.ts`
 * is typed against this object.
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
  confirmSubscription: {
    title: 'Confirm your subscription',
    heading: 'Confirm your newsletter subscription',
    intro: 'One click below puts your e-mail address on our newsletter list: offers and car-care tips, about once a month. You can unsubscribe at any time.',
    confirm: 'Confirm my subscription',
    working: 'Confirming…',
    missingLink:
      'This page needs the link from the e-mail we sent when you signed up. Please open the link in that e-mail again, or sign up in the footer of the site for a new one.',
    toHome: 'Back to the home page',
  },
} as const;

export type NewsletterMessages = Widen<typeof newsletterEn>;
