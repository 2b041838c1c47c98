import { Module } from '@nestjs/common';
import { QueueModule } from '../../../core/queue/queue.module.js';
import { IdentityModule } from '../../identity/index.js';
import { MailQueueController } from './mail-queue.controller.js';
import { MailQueueService } from './mail-queue.service.js';

/**
 * The admin's view of the mail queue in the API process. Only these admin routes talk to the queue;
 * every other answer of the API stays independent of Redis holding the mail.
 */
@Module({
  imports: [QueueModule, IdentityModule],
  controllers: [MailQueueController],
  providers: [MailQueueService],
})
export class MailQueueModule {}
