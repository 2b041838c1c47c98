import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { REGISTER_LIMITS } from '../identity.rate-limits.js';
import { RegisterCustomerCommand } from './register-customer.command.js';
import { RegisterCustomerBody } from './register-customer.request.js';

@ResourceController('customers')
export class RegisterCustomerController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', undefined, { status: 201, limits: REGISTER_LIMITS, summary: 'Register; a verification link is mailed. The answer never reveals whether the e-mail was known.' })
  register(@Body() body: RegisterCustomerBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new RegisterCustomerCommand(body, lang));
  }
}
