import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type {} from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.js';
import { requestLang } from './request-lang.decorator.js';

/**
 * Every error leaves through here. A GET for an unknown page outside /api answers the single-page
 * app, so deep links such as /AdminPanel work; the app shows its own 404 page.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly serveApp: boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (this.serveApp && exception instanceof NotFoundException && isPageRequest(request)) {
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    const { status, body } = errorBody(exception, requestLang(request));
    void reply.status(status).send(body);
  }
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
}
