import type { Lang, LoginResponse } from '@dealer/contracts';
import { Body, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { LOGIN_LIMITS } from '../identity.rate-limits.js';
import { LogInCommand } from './log-in.command.js';
import { LoginBody } from './log-in.request.js';

@ResourceController('customers')
export class LogInController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', 'login', { status: 200, limits: LOGIN_LIMITS, summary: 'Log in; sets the httpOnly session cookie when the e-mail is verified' })
  logIn(@Body() body: LoginBody, @Res({ passthrough: true }) reply: FastifyReply, @RequestLang() lang: Lang): Promise<LoginResponse> {
    return this.commands.execute(new LogInCommand(body, reply, lang));
  }
}
