import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { CustomerTokens } from '../shared/customer-tokens.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { VerifyEmailCommand } from './verify-email.command.js';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: CustomerTokens,
  ) {}

  async execute({ customerId, token, lang }: VerifyEmailCommand): Promise<MessageResponse> {
    await this.db.transaction(async (manager) => {
      if (!(await this.tokens.consume(manager, customerId, 'verify-email', token))) {
        throw new ApiError(400, 'verificationLinkInvalid');
      }
      await manager.getRepository(CustomerEntity).update({ id: customerId }, { verified: true });
    });
    return { message: API_MESSAGES.emailVerified[lang] };
  }
}
