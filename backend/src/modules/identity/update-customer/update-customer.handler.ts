import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { SessionService } from '../session/session.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { PasswordHasher } from '../shared/password-hasher.js';
import { UpdateCustomerCommand } from './update-customer.command.js';

@CommandHandler(UpdateCustomerCommand)
export class UpdateCustomerHandler implements ICommandHandler<UpdateCustomerCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
  ) {}

  async execute({ customerId, body, lang }: UpdateCustomerCommand): Promise<MessageResponse> {
    const changes: Partial<CustomerEntity> = {};
    if (body.firstName) changes.firstName = body.firstName;
    if (body.lastName) changes.lastName = body.lastName;
    if (body.email) changes.email = body.email;
    if (body.phoneNumber) changes.phoneNumber = body.phoneNumber;
    if (body.type) changes.type = body.type;
    if (body.verified !== undefined) changes.verified = body.verified;
    if (body.password) changes.passwordHash = await this.hasher.hash(body.password);

    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(CustomerEntity);
      if (!(await repo.existsBy({ id: customerId }))) throw new ApiError(404, 'customerNotFound');
      if (changes.email && (await repo.createQueryBuilder('c').where('c.email = :email AND c.id <> :id', { email: changes.email, id: customerId }).getExists())) {
        throw new ApiError(409, 'emailTaken');
      }
      await repo.update({ id: customerId }, changes).catch((error: { code?: string }) => {
        // The unique index settles a race between two edits to the same address.
        throw error.code === '23505' ? new ApiError(409, 'emailTaken') : error;
      });
      // A new password set by an admin logs the customer out everywhere.
      if (changes.passwordHash) await this.sessions.endAll(customerId, manager);
    });
    return { message: API_MESSAGES.customerUpdated[lang] };
  }
}
