import { API_MESSAGES, type LoginResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { SessionService } from '../session/session.service.js';
import { CustomerTokens } from '../shared/customer-tokens.service.js';
import { CustomerEntity, toLoginCustomer } from '../shared/customer.entity.js';
import { PasswordHasher } from '../shared/password-hasher.js';
import { VerificationMail } from '../shared/verification-mail.service.js';
import { LogInCommand } from './log-in.command.js';

const RESEND_VERIFICATION_AFTER_MS = 10 * 60 * 1000;

/**
 * Wrong e-mail and wrong password get one answer. An unverified customer gets the spec's answer
 * ('Please Verify your email first') and no session; a fresh link is mailed unless one went out
 * in the last minutes, so a lost or expired mail is never a dead end.
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: CustomerTokens,
    private readonly verificationMail: VerificationMail,
  ) {}

  async execute({ body, reply, lang }: LogInCommand): Promise<LoginResponse> {
    const customer = await this.db.getRepository(CustomerEntity).findOneBy({ email: body.email });
    if (!(await this.hasher.verify(customer?.passwordHash, body.password)) || !customer) {
      throw new ApiError(401, 'invalidCredentials');
    }
    if (!customer.verified) {
      await this.resendVerification(customer);
      return { customer: toLoginCustomer(customer), message: API_MESSAGES.verifyEmailFirst[lang] };
    }
    await this.sessions.start(reply, customer.id);
    return { customer: toLoginCustomer(customer), message: API_MESSAGES.loggedIn[lang] };
  }

  private async resendVerification(customer: CustomerEntity): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await this.tokens.issuedRecently(tx, customer.id, 'verify-email', RESEND_VERIFICATION_AFTER_MS)) return;
      await this.verificationMail.send(tx, customer);
    });
  }
}
