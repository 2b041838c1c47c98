import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { MailQueue } from '../../notifications/mail-queue.service.js';
import { CustomerTokens } from '../shared/customer-tokens.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { resetLink } from '../shared/customer-links.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

/** Mails a one-hour reset link when the account exists; the answer is the same either way. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: CustomerTokens,
    private readonly mail: MailQueue,
    private readonly config: AppConfig,
  ) {}

  async execute({ email, lang }: RequestPasswordResetCommand): Promise<MessageResponse> {
    const customer = await this.db.getRepository(CustomerEntity).findOneBy({ email });
    if (customer) {
      const token = await this.tokens.issue(customer.id, 'reset-password');
      await this.mail.enqueue({
        template: 'reset-password',
        to: customer.email,
        lang: customer.lang,
        params: { firstName: customer.firstName, link: resetLink(this.config.publicUrl, customer.email, token) },
      });
    }
    return { message: API_MESSAGES.resetLinkSent[lang] };
  }
}
