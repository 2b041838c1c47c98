import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';

export class RequestPasswordResetCommand extends Command<MessageResponse> {
  constructor(
    readonly email: string,
    readonly lang: Lang,
  ) {
    super();
  }
}
