import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../session/actor.js';
import type { ChangePasswordBody } from './change-password.request.js';

export class ChangePasswordCommand extends Command<MessageResponse> {
  constructor(
    readonly customer: Actor,
    readonly body: ChangePasswordBody,
    readonly reply: FastifyReply,
    readonly lang: Lang,
  ) {
    super();
  }
}
