import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { UpdateCustomerBody } from './update-customer.request.js';

/** An admin edits a customer. */
export class UpdateCustomerCommand extends Command<MessageResponse> {
  constructor(
    readonly customerId: string,
    readonly body: UpdateCustomerBody,
    readonly lang: Lang,
  ) {
    super();
  }
}
