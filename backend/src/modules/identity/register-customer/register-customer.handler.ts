import { API_MESSAGES, type Lang, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { IdentityMail } from '../identity-mail.port.js';
import { CustomerTokens } from '../shared/customer-tokens.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { resetLink } from '../shared/customer-links.js';
import { PasswordHasher } from '../shared/password-hasher.js';
import { VerificationMail } from '../shared/verification-mail.service.js';
import type { RegisterCustomerBody } from './register-customer.request.js';
import { RegisterCustomerCommand } from './register-customer.command.js';

interface Registrant {
  id: string;
  email: string;
  firstName: string;
  lang: Lang;
  /** False when the address already had an account. */
  created: boolean;
}

/**
 * Registers a customer and mails a verification link. The answer is the same whether or not the
 * address was taken, and so is the work behind it, so its time tells nothing either: the password is
 * hashed, a link token issued and a mail written to the outbox in one transaction. The owner of an
 * existing account gets a mail telling them someone tried, with a way to log in or reset.
 */
@CommandHandler(RegisterCustomerCommand)
export class RegisterCustomerHandler implements ICommandHandler<RegisterCustomerCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly tokens: CustomerTokens,
    private readonly verificationMail: VerificationMail,
    private readonly mail: IdentityMail,
    private readonly config: AppConfig,
  ) {}

  async execute({ body, lang }: RegisterCustomerCommand): Promise<MessageResponse> {
    const passwordHash = await this.hasher.hash(body.password);
    await this.db.transaction(async (tx) => {
      const registrant = await this.insertOrFind(tx, body, passwordHash, body.lang ?? lang);
      if (registrant.created) {
        await this.verificationMail.send(tx, registrant);
      } else {
        const token = await this.tokens.issue(tx, registrant.id, 'reset-password');
        await this.mail.send(tx, {
          template: 'account-exists',
          to: registrant.email,
          lang: registrant.lang,
          params: { firstName: registrant.firstName, loginUrl: `${this.config.publicUrl}/login`, resetUrl: resetLink(this.config.publicUrl, registrant.email, token) },
        });
      }
    });
    return { message: API_MESSAGES.registered[lang] };
  }

  /** One round trip either way: the new customer, or the one who already has the address. */
  private async insertOrFind(tx: EntityManager, body: RegisterCustomerBody, passwordHash: string, lang: Lang): Promise<Registrant> {
    const rows = (await tx.query(
      `WITH created AS (
         INSERT INTO customers (email, first_name, last_name, phone_number, password_hash, type, verified, lang)
         VALUES ($1, $2, $3, $4, $5, 'customer', false, $6)
         ON CONFLICT (email) DO NOTHING
         RETURNING id, email, first_name AS "firstName", lang, true AS created)
       SELECT * FROM created
       UNION ALL
       SELECT id, email, first_name, lang, false FROM customers WHERE email = $1 AND NOT EXISTS (SELECT 1 FROM created)`,
      [body.email, body.firstName, body.lastName, body.phoneNumber, passwordHash, lang],
    )) as Registrant[];
    if (rows[0]) return rows[0];
    // The address was registered by a transaction that committed after this statement's snapshot.
    const existing = await tx.getRepository(CustomerEntity).findOneByOrFail({ email: body.email });
    return { id: existing.id, email: existing.email, firstName: existing.firstName, lang: existing.lang, created: false };
  }
}
