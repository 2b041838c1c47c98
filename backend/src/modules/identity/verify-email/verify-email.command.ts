import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';

/** Following the mailed link: /login?userId=..&token=.. */
export class VerifyEmailCommand extends Command<MessageResponse> {
  constructor(
    readonly customerId: string,
    readonly token: string,
    readonly lang: Lang,
  ) {
    super();
  }
}
