import { WARRANTY_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { withConflictRetry } from '../../../core/event-store/conflict-retry.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import { ApiError } from '../../../core/http/api-error.js';
import { MailLanguage } from '../../identity/index.js';
import { decideClaim, type ClaimCommand } from '../claim/claim.decider.js';
import { projectClaimList } from '../projections/claim-list.projection.js';
import { claimRefusalToApiError } from '../shared/claim-refusals.js';
import { loadClaim } from '../shared/claim-stream.js';
import { ChangeClaimCommand } from './change-claim.command.js';

/**
 * Load, decide, append, project, in one transaction. Two admins acting at once: the loser reloads
 * and decides again, usually to find the move no longer allowed (409).
 */
@CommandHandler(ChangeClaimCommand)
export class ChangeClaimHandler implements ICommandHandler<ChangeClaimCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly mailLanguage: MailLanguage,
  ) {}

  async execute({ claimId, change, caller, lang }: ChangeClaimCommand): Promise<MessageResponse> {
    const correlationId = randomUUID();
    try {
      await withConflictRetry(() =>
        this.db.transaction(async (manager) => {
          const claim = await loadClaim(this.store, manager, claimId);
          const isOwner = claim.state.status !== 'none' && claim.state.details.customerId === caller.id;
          // Someone else's claim is answered like a missing one: its existence is not theirs to know.
          if (claim.state.status === 'none' || (caller.type !== 'admin' && !isOwner)) throw new ApiError(404, WARRANTY_MESSAGES.claimNotFound);
          // Admins see every claim but answer no question in a customer's name.
          if (change.type === 'information' && !isOwner) throw new ApiError(403, 'notAllowed');
          const command: ClaimCommand =
            change.type === 'status'
              ? { type: 'ChangeClaimStatus', to: change.to, note: change.note, resolution: change.resolution }
              : { type: 'ProvideClaimInformation', customerId: caller.id, information: change.information, lang };
          const events = decideClaim(command, claim.state);
          const stored = await this.store.append(
            [{ streamId: claim.streamId, expectedVersion: claim.version, events }],
            { actorId: caller.id, actorRole: caller.type, correlationId },
            manager,
          );
          await projectClaimList(manager, stored);
          if (change.type === 'information') await this.mailLanguage.follow(manager, caller, lang);
        }),
      );
    } catch (error) {
      throw claimRefusalToApiError(error);
    }
    return { message: (change.type === 'status' ? WARRANTY_MESSAGES.statusChanged : WARRANTY_MESSAGES.informationSent)[lang] };
  }
}
