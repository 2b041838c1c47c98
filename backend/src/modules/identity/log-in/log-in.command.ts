import type { Lang, LoginResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { LoginBody } from './log-in.request.js';

export class LogInCommand extends Command<LoginResponse> {
  constructor(
    readonly body: LoginBody,
    readonly reply: FastifyReply,
    readonly lang: Lang,
  ) {
    super();
  }
}
