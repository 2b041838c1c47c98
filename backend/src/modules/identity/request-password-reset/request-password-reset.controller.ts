import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { RESET_REQUEST_LIMITS } from '../identity.rate-limits.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';
import { RequestPasswordResetBody } from './request-password-reset.request.js';

@ResourceController('customers', 'forgotpassword')
export class RequestPasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', 'email', { status: 200, limits: RESET_REQUEST_LIMITS, summary: 'Mail a password reset link; always the same answer' })
  request(@Body() body: RequestPasswordResetBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new RequestPasswordResetCommand(body.email, lang));
  }
}
