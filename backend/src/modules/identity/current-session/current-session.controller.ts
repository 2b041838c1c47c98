import { API_MESSAGES, type Lang, type MessageResponse, type SessionCustomer, type SessionProbeResponse } from '@dealer/contracts';
import { Body, Controller, Get, Header, Patch, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { Authenticated, CurrentCustomer } from '../session/auth.guard.js';
import { SessionService } from '../session/session.service.js';
import { CustomerEntity, toSessionCustomer } from '../shared/customer.entity.js';
import { UpdatePreferencesBody } from './update-preferences.request.js';

/** The session's own customer: who am I, and my language for mails. */
@ApiTags('customers')
@Controller('api/customers')
export class CurrentSessionController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionService,
  ) {}

  @Get('session')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Who is logged in: the customer, or null for a visitor (never 401)' })
  async probe(@Req() request: FastifyRequest): Promise<SessionProbeResponse> {
    const customer = await this.sessions.resolve(request);
    return { customer: customer ? toSessionCustomer(customer) : null };
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The logged-in customer; 401 when there is no session' })
  me(@CurrentCustomer() customer: CustomerEntity): SessionCustomer {
    return toSessionCustomer(customer);
  }

  @Patch('me')
  @Authenticated()
  @ApiOperation({ summary: "Change the session customer's preferences (the language of their mails)" })
  async update(@CurrentCustomer() customer: CustomerEntity, @Body() body: UpdatePreferencesBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    await this.db.getRepository(CustomerEntity).update({ id: customer.id }, { lang: body.lang });
    this.sessions.forgetCustomer(customer.id);
    return { message: API_MESSAGES.preferencesSaved[lang] };
  }
}
