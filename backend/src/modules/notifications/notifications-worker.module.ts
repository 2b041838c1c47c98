import { Module } from '@nestjs/common';
import { MailTransport } from '../../core/mail/mail-transport.js';
import { QueueModule } from '../../core/queue/queue.module.js';
import { SendMailProcessor } from './send-mail.processor.js';

/** The consumer side, loaded only by the worker process. */
@Module({ imports: [QueueModule], providers: [MailTransport, SendMailProcessor] })
export class NotificationsWorkerModule {}
