import { API_MESSAGES, type Lang, type MessageResponse } from '@dealer/contracts';
import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { SessionService } from '../session/session.service.js';

@ApiTags('customers')
@Controller('api/customers')
export class LogOutController {
  constructor(private readonly sessions: SessionService) {}

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End this session (harmless when there is none)' })
  async logOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @RequestLang() lang: Lang): Promise<MessageResponse> {
    await this.sessions.end(request, reply);
    return { message: API_MESSAGES.loggedOut[lang] };
  }
}
