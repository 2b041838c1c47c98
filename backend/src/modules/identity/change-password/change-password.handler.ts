import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { MailOutbox } from '../../notifications/outbox/mail-outbox.js';
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
    private readonly outbox: MailOutbox,
  ) {}

  async execute({ customer, body, reply, lang }: ChangePasswordCommand): Promise<MessageResponse> {
    if (body.email !== customer.email) throw new ApiError(403, 'notAllowed');
    if (!(await this.hasher.verify(customer.passwordHash, body.password))) throw new ApiError(400, 'currentPasswordWrong');
    const passwordHash = await this.hasher.hash(body.newPassword);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(CustomerEntity).update({ id: customer.id }, { passwordHash });
      await this.sessions.endAll(customer.id, manager);
      await this.outbox.add(manager, { template: 'password-changed', to: customer.email, lang: customer.lang, params: { firstName: customer.firstName } });
    });
    this.sessions.clearCookie(reply);
    return { message: API_MESSAGES.passwordUpdated[lang] };
  }
}
