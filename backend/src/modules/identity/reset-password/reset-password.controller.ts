import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { RESET_LIMITS } from '../identity.rate-limits.js';
import { ResetPasswordCommand } from './reset-password.command.js';
import { ResetPasswordBody } from './reset-password.request.js';

@ApiTags('customers')
@Controller('api/customers/forgotpassword')
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @RateLimit(...RESET_LIMITS)
  @ApiOperation({ summary: 'Set a new password with the token of a reset link' })
  reset(@Body() body: ResetPasswordBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new ResetPasswordCommand(body, lang));
  }
}
