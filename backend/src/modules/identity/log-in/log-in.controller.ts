import type { Lang, LoginResponse } from '@dealer/contracts';
import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { LOGIN_LIMITS } from '../identity.rate-limits.js';
import { LogInCommand } from './log-in.command.js';
import { LoginBody } from './log-in.request.js';

@ApiTags('customers')
@Controller('api/customers')
export class LogInController {
  constructor(private readonly commands: CommandBus) {}

  @Post('login')
  @HttpCode(200)
  @RateLimit(...LOGIN_LIMITS)
  @ApiOperation({ summary: 'Log in; sets the httpOnly session cookie when the e-mail is verified' })
  logIn(@Body() body: LoginBody, @Res({ passthrough: true }) reply: FastifyReply, @RequestLang() lang: Lang): Promise<LoginResponse> {
    return this.commands.execute(new LogInCommand(body, reply, lang));
  }
}
