import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { MailOutbox } from '../../notifications/outbox/mail-outbox.js';
import { CustomerTokens } from '../shared/customer-tokens.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { resetLink } from '../shared/customer-links.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

/**
 * Mails a one-hour reset link when the account exists. The answer is the same either way, and so is
 * its time: an unknown address gets a mail too (no account uses it; register, or try the address you
 * registered with), written to the outbox in a transaction like the link's, so both paths commit a
 * write and neither waits for the mail queue.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: CustomerTokens,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  async execute({ email, lang }: RequestPasswordResetCommand): Promise<MessageResponse> {
    await this.db.transaction(async (tx) => {
      const customer = await tx.getRepository(CustomerEntity).findOneBy({ email });
      if (customer) {
        const token = await this.tokens.issue(tx, customer.id, 'reset-password');
        await this.outbox.add(tx, {
          template: 'reset-password',
          to: customer.email,
          lang: customer.lang,
          params: { firstName: customer.firstName, link: resetLink(this.config.publicUrl, customer.email, token) },
        });
      } else {
        await this.outbox.add(tx, {
          template: 'reset-password-no-account',
          to: email,
          lang,
          params: { loginUrl: `${this.config.publicUrl}/login` },
        });
      }
    });
    return { message: API_MESSAGES.resetLinkSent[lang] };
  }
}
