import { WARRANTY_MESSAGES, type Lang, type SubmitClaimResponse } from '@dealer/contracts';
import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InvalidInputError } from '../../../core/http/api-error.js';
import { perCustomerAndAddress } from '../../../core/rate-limit/rate-limit.policy.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { Authenticated, CurrentCustomer } from '../../identity/session/auth.guard.js';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';
import { SubmitClaimCommand } from './submit-claim.command.js';
import { SubmitClaimBody } from './submit-claim.request.js';

const CLAIM_LIMITS = perCustomerAndAddress('claim', (config) => config.CLAIMS_PER_HOUR, WARRANTY_MESSAGES.tooManyClaims);

@ApiTags('warrantyclaims')
@Controller('api/warrantyclaims')
export class SubmitClaimController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  // Above @Authenticated: decorators apply bottom-up, so the limit runs after the login check and knows the customer.
  @RateLimit(...CLAIM_LIMITS)
  @Authenticated()
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key returns the first answer' })
  @ApiOperation({ summary: "File a warranty claim under the session's e-mail; answers its reference number" })
  submit(
    @Body() body: SubmitClaimBody,
    @CurrentCustomer() customer: CustomerEntity,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @RequestLang() lang: Lang,
  ): Promise<SubmitClaimResponse> {
    if (idempotencyKey !== undefined && !/^[\w.:-]{8,100}$/.test(idempotencyKey)) {
      throw new InvalidInputError([{ field: 'Idempotency-Key', constraint: 'matches', detail: 'Idempotency-Key must be 8 to 100 letters, digits or -_.:' }]);
    }
    return this.commands.execute(new SubmitClaimCommand(body, customer, idempotencyKey, lang));
  }
}
