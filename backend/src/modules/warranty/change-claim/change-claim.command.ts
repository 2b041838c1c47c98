import type { AdminClaimStatus, ClaimResolution, Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';

export type ClaimChange =
  | { type: 'status'; to: AdminClaimStatus; note?: string; resolution?: ClaimResolution }
  | { type: 'information'; information: string };

/** An admin moves a claim along its review, or its owner answers the admin's question. */
export class ChangeClaimCommand extends Command<MessageResponse> {
  constructor(
    readonly claimId: string,
    readonly change: ClaimChange,
    readonly caller: Actor,
    readonly lang: Lang,
  ) {
    super();
  }
}
