import type { Lang } from '@dealer/contracts';
import type { MailTemplateParams } from './templates/mail-templates.js';

/** The mail queue's one job: render a template in the customer's language and send it. */
export const SEND_MAIL_JOB = 'SendMailJob';

export type SendMailJobData = {
  [T in keyof MailTemplateParams]: { template: T; to: string; lang: Lang; params: MailTemplateParams[T] };
}[keyof MailTemplateParams];
