import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { IdentityMail } from '../identity-mail.port.js';
import { CustomerTokens } from '../shared/customer-tokens.service.js';
import { resetLink } from '../shared/customer-links.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

/**
 * Mails a one-hour reset link when the account exists. The answer is the same either way, and so is
 * its time: the lookup and the token are one statement either way, and an unknown address gets a mail
 * too (no account uses it; log in with another address or register), written to the outbox like the
 * link's, so both paths commit the same writes and neither waits for the mail queue.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: CustomerTokens,
    private readonly mail: IdentityMail,
    private readonly config: AppConfig,
  ) {}

  async execute({ email, lang }: RequestPasswordResetCommand): Promise<MessageResponse> {
    await this.db.transaction(async (tx) => {
      const issued = await this.tokens.issueByEmail(tx, email, 'reset-password');
      if (issued) {
        const { customer, token } = issued;
        await this.mail.send(tx, {
          template: 'reset-password',
          to: customer.email,
          lang: customer.lang,
          params: { firstName: customer.firstName, link: resetLink(this.config.publicUrl, customer.email, token) },
        });
      } else {
        await this.mail.send(tx, { template: 'reset-password-no-account', to: email, lang, params: { loginUrl: `${this.config.publicUrl}/login` } });
      }
    });
    return { message: API_MESSAGES.resetLinkSent[lang] };
  }
}
