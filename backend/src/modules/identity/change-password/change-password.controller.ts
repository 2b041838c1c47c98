import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { LOGIN_LIMITS } from '../identity.rate-limits.js';
import type { Actor } from '../session/actor.js';
import { Authenticated, CurrentActor } from '../session/auth.guard.js';
import { ChangePasswordCommand } from './change-password.command.js';
import { ChangePasswordBody } from './change-password.request.js';

@ApiTags('customers')
@Controller('api/customers/changepassword')
export class ChangePasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Authenticated()
  // Checking the current password is a guess like a login, so it shares the login limits.
  @RateLimit(...LOGIN_LIMITS)
  @ApiOperation({ summary: 'Change the own password; logs out every session' })
  change(
    @CurrentActor() customer: Actor,
    @Body() body: ChangePasswordBody,
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestLang() lang: Lang,
  ): Promise<MessageResponse> {
    return this.commands.execute(new ChangePasswordCommand(customer, body, reply, lang));
  }
}
