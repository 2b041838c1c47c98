import { MAIL_QUEUE_MESSAGES, type Lang, type MailQueueView, type MessageResponse } from '@dealer/contracts';
import { Param } from '@nestjs/common';
import { InvalidInputError } from '../../../core/http/api-error.js';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { AdminOnly } from '../../identity/index.js';
import { MailQueueService } from './mail-queue.service.js';

/** Job ids are the events' identities, `outbox-…` or `reminder-…`: a tame shape, checked before Redis is asked. */
function jobIdOf(value: string): string {
  if (/^[\w.:-]{1,200}$/.test(value)) return value;
  throw new InvalidInputError([{ field: 'jobId', constraint: 'matches', detail: 'jobId must be 1 to 200 letters, digits or -_.:' }]);
}

@ResourceController('mail-queue')
export class MailQueueController {
  constructor(private readonly mailQueue: MailQueueService) {}

  @Endpoint('GET', undefined, { access: AdminOnly(), summary: 'The mail queue: jobs per state and the latest of each, failed ones with their error (admin)' })
  view(): Promise<MailQueueView> {
    return this.mailQueue.view();
  }

  @Endpoint('POST', ':jobId/retry', { status: 200, access: AdminOnly(), summary: 'Send a failed mail again (admin); 404 when unknown, 409 when not failed' })
  async retry(@Param('jobId') jobId: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
    await this.mailQueue.retry(jobIdOf(jobId));
    return { message: MAIL_QUEUE_MESSAGES.retried[lang] };
  }
}
