import { TransactionalMail } from '../../../core/mail/transactional-mail.js';

export interface NewsletterMailParams {
  /** A sign-up's first step: the link that puts the address on the list. */
  'newsletter-confirm': { email: string; confirmLink: string };
  /** The address is on the list (just confirmed, or signed up again): the link that takes it off. */
  'newsletter-subscribed': { email: string; unsubscribeLink: string };
}

/** The newsletter's mails, written with the rows they tell of; the composition root binds it to the outbox. */
export abstract class NewsletterMail extends TransactionalMail<NewsletterMailParams> {}
