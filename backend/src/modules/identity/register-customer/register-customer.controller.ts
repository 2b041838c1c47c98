import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { REGISTER_LIMITS } from '../identity.rate-limits.js';
import { RegisterCustomerCommand } from './register-customer.command.js';
import { RegisterCustomerBody } from './register-customer.request.js';

@ApiTags('customers')
@Controller('api/customers')
export class RegisterCustomerController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @RateLimit(...REGISTER_LIMITS)
  @ApiOperation({ summary: 'Register; a verification link is mailed. The answer never reveals whether the e-mail was known.' })
  register(@Body() body: RegisterCustomerBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new RegisterCustomerCommand(body, lang));
  }
}
