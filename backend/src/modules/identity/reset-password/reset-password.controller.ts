import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { RESET_LIMITS } from '../identity.rate-limits.js';
import { ResetPasswordCommand } from './reset-password.command.js';
import { ResetPasswordBody } from './reset-password.request.js';

@ResourceController('customers', 'forgotpassword')
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', undefined, { status: 200, limits: RESET_LIMITS, summary: 'Set a new password with the token of a reset link' })
  reset(@Body() body: ResetPasswordBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new ResetPasswordCommand(body, lang));
  }
}
