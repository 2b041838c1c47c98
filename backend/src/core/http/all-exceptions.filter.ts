import { Catch, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type {} from '@fastify/static';
import { API_MESSAGES } from '@dealer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowedMethods } from './allowed-methods.js';
import { errorBody } from './error-body.js';
import type { PageRenderer } from './page-renderer.js';
import { requestLang } from './request-lang.decorator.js';

const logger = new Logger('Errors');

/**
 * Every error leaves through here. A GET for an unknown page outside /api answers the single-page
 * app, so deep links such as /AdminPanel work: prerendered by `pages` where it renders that page (the
 * app's own 404 page included), else the plain index.html. An address that exists under other methods
 * answers 405 with them in Allow.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    private readonly serveApp: boolean,
    private readonly pages?: PageRenderer,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const lang = requestLang(request);
    if (exception instanceof NotFoundException) {
      const allowed = allowedMethods(request.server.findRoute.bind(request.server), request.url);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        void reply.status(405).header('allow', allowed.join(', ')).send({ statusCode: 405, message: API_MESSAGES.methodNotAllowed[lang] });
        return;
      }
      if (this.serveApp && isPageRequest(request)) {
        const sendApp = () => void reply.header('cache-control', 'no-cache').sendFile('index.html');
        if (!this.pages) sendApp();
        else
          void this.pages.answer(request, reply).then(
            (sent) => sent || sendApp(),
            (error: unknown) => {
              // The browser renders the page itself: the visitor still gets it, a little later.
              logger.error({ msg: 'prerender failed', url: request.url.split('?')[0], error: error instanceof Error ? error.stack : String(error) });
              sendApp();
            },
          );
        return;
      }
    }
    const { status, body } = errorBody(exception, lang);
    if (status >= 500) {
      // The answer says only that something failed and which request it was; the details stay here.
      logger.error({
        msg: 'unexpected error',
        requestId: request.id,
        method: request.method,
        url: request.url.split('?')[0],
        error: exception instanceof Error ? exception.stack : String(exception),
      });
      body.requestId = request.id;
    }
    void reply.status(status).send(body);
  }
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
}
