import { Global, Module } from '@nestjs/common';
import { NewsletterMail } from '../enquiries/index.js';
import { IdentityMail } from '../identity/index.js';
import { MailQueueModule } from './mail-queue/mail-queue.module.js';
import { MailOutbox } from './outbox/mail-outbox.js';

/**
 * What the API process needs to send mail: the outbox, written in the transaction that causes the
 * mail, behind the mail ports the other modules declare. Global, so the composition root binds the
 * ports once for every module. The API itself talks to the mail queue only in the admin's Mail Queue
 * routes, so a Redis outage never holds up any other answer.
 */
@Global()
@Module({
  imports: [MailQueueModule],
  providers: [MailOutbox, { provide: IdentityMail, useExisting: MailOutbox }, { provide: NewsletterMail, useExisting: MailOutbox }],
  exports: [IdentityMail, NewsletterMail],
})
export class NotificationsModule {}
