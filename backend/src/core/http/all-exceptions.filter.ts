import { Catch, HttpException, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type {} from '@fastify/static';
import { API_MESSAGES } from '@dealer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowedMethods } from './allowed-methods.js';
import { errorBody } from './error-body.js';
import { isPageRequest } from './page-request.js';
import type { PageRenderer } from './page-renderer.js';
import { requestLang } from './request-lang.decorator.js';

const logger = new Logger('Errors');
/** A database out of connections frees one within a transaction or two; a restart takes a few seconds. */
const BUSY_RETRY_SECONDS = 5;

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
    if (exception instanceof NotFoundException || isRefusedFilePath(exception)) {
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
    const { status, body } = errorBody(isRefusedFilePath(exception) ? new NotFoundException() : exception, lang);
    if (status >= 500) {
      // The answer says only that something failed and which request it was; the details stay here.
      logger.error({
        msg: status === 503 ? 'database unavailable' : 'unexpected error',
        requestId: request.id,
        method: request.method,
        url: request.url.split('?')[0],
        error: exception instanceof Error ? exception.stack : String(exception),
      });
      body.requestId = request.id;
    }
    if (status === 503) void reply.header('retry-after', BUSY_RETRY_SECONDS);
    void reply.status(status).send(body);
  }
}

/**
 * The file server refuses addresses it will not map to a file: a doubled slash or dot segment
 * (`//locator`, a link built by gluing two parts), `..`, a name longer than the disk allows. No file is
 * served either way; the address names nothing of the site, so it is answered as one that is not found
 * (the 404 page for a page), not as a 403 that tells a visitor they are not allowed.
 */
function isRefusedFilePath(exception: unknown): boolean {
  // Nest hands the plugin's error on wrapped in an HttpException, the original as its cause.
  const error = exception instanceof HttpException ? exception.cause : exception;
  return (error as { code?: unknown } | null | undefined)?.code === 'FST_STATIC_FORBIDDEN_PATH';
}
