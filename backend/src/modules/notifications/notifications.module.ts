import { Module } from '@nestjs/common';
import { QueueModule } from '../../core/queue/queue.module.js';
import { MailQueue } from './mail-queue.service.js';

/** What the API process needs to send mail: the producer side of the queue. */
@Module({ imports: [QueueModule], providers: [MailQueue], exports: [MailQueue] })
export class NotificationsModule {}
