import type { Lang, SubmitClaimResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';
import type { SubmitClaimBody } from './submit-claim.request.js';

export class SubmitClaimCommand extends Command<SubmitClaimResponse> {
  constructor(
    readonly body: SubmitClaimBody,
    readonly customer: CustomerEntity,
    readonly idempotencyKey: string | undefined,
    readonly lang: Lang,
  ) {
    super();
  }
}
