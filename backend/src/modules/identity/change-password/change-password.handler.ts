import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { IdentityMail } from '../identity-mail.port.js';
import { MailLanguage } from '../mail-language/mail-language.service.js';
import { SessionService } from '../session/session.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { PasswordHasher } from '../shared/password-hasher.js';
import { ChangePasswordCommand } from './change-password.command.js';

/** The logged-in customer changes their own password; every session ends, this one included. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mail: IdentityMail,
    private readonly mailLanguage: MailLanguage,
  ) {}

  async execute({ customer, body, reply, lang }: ChangePasswordCommand): Promise<MessageResponse> {
    if (body.email !== customer.email) throw new ApiError(403, 'notAllowed');
    // The command carries the account's plain values; its hash is read here, where it is checked.
    const stored = await this.db.getRepository(CustomerEntity).findOneBy({ id: customer.id });
    if (!(await this.hasher.verify(stored?.passwordHash, body.password))) throw new ApiError(400, 'currentPasswordWrong');
    const passwordHash = await this.hasher.hash(body.newPassword);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(CustomerEntity).update({ id: customer.id }, { passwordHash });
      await this.sessions.endAll(customer.id, manager);
      await this.mailLanguage.follow(manager, customer, lang);
      await this.mail.send(manager, { template: 'password-changed', to: customer.email, lang, params: { firstName: customer.firstName } });
    });
    this.sessions.clearCookie(reply);
    return { message: API_MESSAGES.passwordUpdated[lang] };
  }
}
