import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { RegisterCustomerBody } from './register-customer.request.js';

export class RegisterCustomerCommand extends Command<MessageResponse> {
  constructor(
    readonly body: RegisterCustomerBody,
    readonly lang: Lang,
  ) {
    super();
  }
}
