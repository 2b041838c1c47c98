import type { Lang, SubmitClaimResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';
import type { SubmitClaimBody } from './submit-claim.request.js';

export class SubmitClaimCommand extends Command<SubmitClaimResponse> {
  constructor(
    readonly body: SubmitClaimBody,
    readonly customer: Actor,
    readonly idempotencyKey: string | undefined,
    readonly lang: Lang,
  ) {
    super();
  }
}
