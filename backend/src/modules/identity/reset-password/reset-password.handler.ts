import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { IdentityMail } from '../identity-mail.port.js';
import { MailLanguage } from '../mail-language/mail-language.service.js';
import { SessionService } from '../session/session.service.js';
import { CustomerTokens } from '../shared/customer-tokens.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { PasswordHasher } from '../shared/password-hasher.js';
import { ResetPasswordCommand } from './reset-password.command.js';

/**
 * Sets a new password from a reset link. Following the link proves the mailbox, so the e-mail counts
 * as verified; every session of the account ends.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: CustomerTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mail: IdentityMail,
    private readonly mailLanguage: MailLanguage,
  ) {}

  async execute({ body, lang }: ResetPasswordCommand): Promise<MessageResponse> {
    if (body.newPassword !== body.confirmPassword) throw new ApiError(400, 'passwordsDoNotMatch');
    const passwordHash = await this.hasher.hash(body.newPassword);
    await this.db.transaction(async (manager) => {
      const found = await manager.getRepository(CustomerEntity).findOneBy({ email: body.email });
      if (!found || !(await this.tokens.consume(manager, found.id, 'reset-password', body.token))) {
        throw new ApiError(400, 'resetLinkInvalid');
      }
      await manager.getRepository(CustomerEntity).update({ id: found.id }, { passwordHash, verified: true });
      await this.sessions.endAll(found.id, manager);
      // The link proved who acts, so their language is theirs; asking for a link proves nothing and changes nothing.
      await this.mailLanguage.follow(manager, found, lang);
      await this.mail.send(manager, { template: 'password-changed', to: found.email, lang, params: { firstName: found.firstName } });
    });
    return { message: API_MESSAGES.passwordCreated[lang] };
  }
}
