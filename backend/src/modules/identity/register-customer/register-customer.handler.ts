import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { MailQueue } from '../../notifications/mail-queue.service.js';
import { CustomerTokens } from '../shared/customer-tokens.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { resetLink, verifyLink } from '../shared/customer-links.js';
import { PasswordHasher } from '../shared/password-hasher.js';
import { RegisterCustomerCommand } from './register-customer.command.js';

/**
 * Registers a customer and mails a verification link. The answer is the same whether or not the
 * address was taken: the owner of an existing account gets a mail telling them instead.
 */
@CommandHandler(RegisterCustomerCommand)
export class RegisterCustomerHandler implements ICommandHandler<RegisterCustomerCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly tokens: CustomerTokens,
    private readonly mail: MailQueue,
    private readonly config: AppConfig,
  ) {}

  async execute({ body, lang }: RegisterCustomerCommand): Promise<MessageResponse> {
    const passwordHash = await this.hasher.hash(body.password);
    const inserted = (await this.db.query(
      `INSERT INTO customers (email, first_name, last_name, phone_number, password_hash, type, verified, lang)
       VALUES ($1, $2, $3, $4, $5, 'customer', false, $6)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [body.email, body.firstName, body.lastName, body.phoneNumber, passwordHash, body.lang ?? lang],
    )) as { id: string }[];

    if (inserted[0]) {
      const token = await this.tokens.issue(inserted[0].id, 'verify-email');
      await this.mail.enqueue({
        template: 'verify-email',
        to: body.email,
        lang: body.lang ?? lang,
        params: { firstName: body.firstName, link: verifyLink(this.config.publicUrl, inserted[0].id, token) },
      });
    } else {
      const existing = await this.db.getRepository(CustomerEntity).findOneByOrFail({ email: body.email });
      await this.mail.enqueue({
        template: 'account-exists',
        to: existing.email,
        lang: existing.lang,
        params: {
          firstName: existing.firstName,
          loginUrl: `${this.config.publicUrl}/login`,
          resetUrl: resetLink(this.config.publicUrl, existing.email, await this.tokens.issue(existing.id, 'reset-password')),
        },
      });
    }
    return { message: API_MESSAGES.registered[lang] };
  }
}
