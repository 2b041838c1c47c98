import { TransactionalMail } from '../../../core/mail/transactional-mail.js';

export interface NewsletterMailParams {
  'newsletter-subscribed': { email: string; unsubscribeLink: string };
}

/** The sign-up mail, written with the subscription row; the composition root binds it to the outbox. */
export abstract class NewsletterMail extends TransactionalMail<NewsletterMailParams> {}
