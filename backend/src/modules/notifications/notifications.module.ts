import { Module } from '@nestjs/common';
import { MailOutbox } from './outbox/mail-outbox.js';

/**
 * What the API process needs to send mail: the outbox, written in the transaction that causes the
 * mail. The API itself never talks to the mail queue, so a Redis outage never holds up its answers.
 */
@Module({ providers: [MailOutbox], exports: [MailOutbox] })
export class NotificationsModule {}
