import { API_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError, InvalidInputError } from '../../../core/http/api-error.js';
import { SessionService } from '../session/session.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { PasswordHasher } from '../shared/password-hasher.js';
import { decideRole, RoleDecisionError, type RoleChange } from './account-role.decider.js';
import { UnknownBranchesQuery } from './unknown-branches.query.js';
import { UpdateCustomerCommand } from './update-customer.command.js';

@CommandHandler(UpdateCustomerCommand)
export class UpdateCustomerHandler implements ICommandHandler<UpdateCustomerCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly queries: QueryBus,
  ) {}

  async execute({ customerId, body, lang }: UpdateCustomerCommand): Promise<MessageResponse> {
    const changes: Partial<CustomerEntity> = {};
    if (body.firstName) changes.firstName = body.firstName;
    if (body.lastName) changes.lastName = body.lastName;
    if (body.email) changes.email = body.email;
    if (body.phoneNumber) changes.phoneNumber = body.phoneNumber;
    if (body.verified !== undefined) changes.verified = body.verified;
    if (body.password) changes.passwordHash = await this.hasher.hash(body.password);
    const roleChange: RoleChange = { ...(body.type ? { type: body.type } : {}), ...(body.branches ? { branches: body.branches } : {}) };
    await this.refuseUnknownBranches(body.branches);

    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(CustomerEntity);
      // Locked: two admins editing one account's role at once each decide on what the other left.
      const current = await repo.findOne({ select: { id: true, type: true, branchIds: true }, where: { id: customerId }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new ApiError(404, 'customerNotFound');
      if (roleChange.type || roleChange.branches) Object.assign(changes, roleOf(current, roleChange));
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
    // A new role or branch list applies from the account's next request.
    this.sessions.forgetCustomer(customerId);
    return { message: API_MESSAGES.customerUpdated[lang] };
  }

  /** Told like any invalid field, so the admin form shows it at the branches, in the admin's language. */
  private async refuseUnknownBranches(branches: readonly string[] | undefined): Promise<void> {
    if (!branches?.length) return;
    const unknown = await this.queries.execute(new UnknownBranchesQuery(branches));
    if (unknown.length > 0) throw new InvalidInputError([{ field: 'branches', constraint: 'knownRows', detail: `branches names no branch: ${unknown.join(', ')}` }]);
  }
}

/** The stored columns of the new role; a refusal is a field problem at `branches`. */
function roleOf(current: CustomerEntity, change: RoleChange): Pick<CustomerEntity, 'type' | 'branchIds'> {
  try {
    const { type, branchIds } = decideRole(current, change);
    return { type, branchIds: [...branchIds] };
  } catch (error) {
    if (error instanceof RoleDecisionError) throw new InvalidInputError([{ field: 'branches', constraint: error.reason, detail: error.reason }]);
    throw error;
  }
}
