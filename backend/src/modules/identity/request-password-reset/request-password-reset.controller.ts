import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { RESET_REQUEST_LIMITS } from '../identity.rate-limits.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';
import { RequestPasswordResetBody } from './request-password-reset.request.js';

@ApiTags('customers')
@Controller('api/customers/forgotpassword')
export class RequestPasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Post('email')
  @HttpCode(200)
  @RateLimit(...RESET_REQUEST_LIMITS)
  @ApiOperation({ summary: 'Mail a password reset link; always the same answer' })
  request(@Body() body: RequestPasswordResetBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new RequestPasswordResetCommand(body.email, lang));
  }
}
