import { TransactionalMail } from '../../core/mail/transactional-mail.js';

/** The account mails, by template name, with what each needs. */
export interface IdentityMailParams {
  'verify-email': { firstName: string; link: string };
  'reset-password': { firstName: string; link: string };
  /** `loginUrl`: the page to log in or register on. */
  'reset-password-no-account': { loginUrl: string };
  'account-exists': { firstName: string; loginUrl: string; resetUrl: string };
  'password-changed': { firstName: string };
}

/**
 * Identity's way out for account mail, written in the transaction that issues the token or changes
 * the password. The composition root binds it to the notifications module's outbox.
 */
export abstract class IdentityMail extends TransactionalMail<IdentityMailParams> {}
