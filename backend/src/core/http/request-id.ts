import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { errorBody, isBadUrl } from './error-body.js';
import { isPageRequest } from './page-request.js';
import { requestLang } from './request-lang.decorator.js';

export const REQUEST_ID_HEADER = 'x-request-id';

const logger = new Logger('Errors');

/** What a proxy in front may pass on: short, and safe in a header and a log line. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id a request is known by in logs and in its answer: the proxy's when it is sane, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The router refuses some addresses (a broken %-escape, an over-long parameter) before any hook
 * runs; they get the same answer shape and request id as every other refusal. A page's address
 * (`/%E0%A4%A`, a link cut in the middle of a letter) gets the site's 404 page in the reader's
 * language, as any address that names nothing does.
 */
function answerFrameworkError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  // Refused while routing, before the hooks that set the security headers and read cookies: done here too.
  void reply.headers(reply.server.securityHeadersFor?.(request.url) ?? {}).header(REQUEST_ID_HEADER, request.id);
  const answerData = () => {
    const { status, body } = errorBody(error, requestLang(request));
    void reply.status(status).send(body);
  };
  const answerPage = reply.server.answerPage;
  if (!answerPage || !isBadUrl(error) || !isPageRequest(request)) return answerData();
  request.cookies ??= reply.server.parseCookie(request.headers.cookie ?? '');
  void answerPage(request, reply).then(
    (sent) => sent || answerData(),
    (failure: unknown) => {
      logger.error({ msg: 'prerender failed', url: request.url.split('?')[0], error: failure instanceof Error ? failure.stack : String(failure) });
      answerData();
    },
  );
}

/** Fastify options that give every request its id (see registerRequestGuard for the header on answers). */
export function requestIdOptions(): Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId' | 'frameworkErrors'> {
  return {
    requestIdHeader: false,
    genReqId: (raw: IncomingMessage) => requestIdFor(raw.headers[REQUEST_ID_HEADER]),
    frameworkErrors: answerFrameworkError,
  };
}
