import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { CustomerEntity } from '../shared/customer.entity.js';
import type { ChangePasswordBody } from './change-password.request.js';

export class ChangePasswordCommand extends Command<MessageResponse> {
  constructor(
    readonly customer: CustomerEntity,
    readonly body: ChangePasswordBody,
    readonly reply: FastifyReply,
    readonly lang: Lang,
  ) {
    super();
  }
}
