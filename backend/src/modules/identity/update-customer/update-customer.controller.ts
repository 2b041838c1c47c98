import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../core/http/api-error.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { SessionService } from '../session/session.service.js';
import { VerifyEmailCommand } from '../verify-email/verify-email.command.js';
import { UpdateCustomerCommand } from './update-customer.command.js';
import { UpdateCustomerBody } from './update-customer.request.js';

/**
 * The spec uses one route for two things: following a verification link (with its token, anyone
 * holding the link) and an admin editing a customer (without a token, admins only).
 */
@ApiTags('customers')
@Controller('api/customers')
export class UpdateCustomerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionService,
  ) {}

  @Put(':userId')
  @ApiOperation({ summary: 'Verify an e-mail with the link token, or (admin) update a customer' })
  async update(
    @Param('userId', UuidParamPipe) userId: string,
    @Body() body: UpdateCustomerBody,
    @Req() request: FastifyRequest,
    @RequestLang() lang: Lang,
  ): Promise<MessageResponse> {
    if (body.token) return this.commands.execute(new VerifyEmailCommand(userId, body.token, lang));
    const caller = await this.sessions.resolve(request);
    if (!caller) throw new ApiError(401, 'loginRequired');
    if (caller.type !== 'admin') throw new ApiError(403, 'adminOnly');
    return this.commands.execute(new UpdateCustomerCommand(userId, body, lang));
  }
}
