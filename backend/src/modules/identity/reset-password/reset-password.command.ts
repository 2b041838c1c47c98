import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { ResetPasswordBody } from './reset-password.request.js';

export class ResetPasswordCommand extends Command<MessageResponse> {
  constructor(
    readonly body: ResetPasswordBody,
    readonly lang: Lang,
  ) {
    super();
  }
}
