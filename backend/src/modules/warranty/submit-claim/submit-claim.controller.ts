import { WARRANTY_MESSAGES, type Lang, type SubmitClaimResponse } from '@dealer/contracts';
import { Body, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, IdempotencyKeyHeader, idempotencyKey, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { perCustomerAndAddress } from '../../../core/rate-limit/rate-limit.policy.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { Authenticated, CurrentActor, type Actor } from '../../identity/index.js';
import { SubmitClaimCommand } from './submit-claim.command.js';
import { SubmitClaimBody } from './submit-claim.request.js';

const CLAIM_LIMITS = perCustomerAndAddress('claim', (config) => config.CLAIMS_PER_HOUR, WARRANTY_MESSAGES.tooManyClaims);

@ResourceController('warrantyclaims')
export class SubmitClaimController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', undefined, { status: 201, access: Authenticated(), limits: CLAIM_LIMITS, summary: "File a warranty claim under the session's e-mail; answers its reference number" })
  @IdempotencyKeyHeader()
  submit(
    @Body() body: SubmitClaimBody,
    @CurrentActor() customer: Actor,
    @Headers('idempotency-key') key: string | undefined,
    @RequestLang() lang: Lang,
  ): Promise<SubmitClaimResponse> {
    return this.commands.execute(new SubmitClaimCommand(body, customer, idempotencyKey(key), lang));
  }
}
