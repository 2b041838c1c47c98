import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { errorBody } from './error-body.js';
import { requestLang } from './request-lang.decorator.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy in front may pass on: short, and safe in a header and a log line. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id a request is known by in logs and in its answer: the proxy's when it is sane, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The router refuses some addresses (a broken %-escape, an over-long parameter) before any hook
 * runs; they get the same answer shape and request id as every other refusal.
 */
function answerFrameworkError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = errorBody(error, requestLang(request));
  // Refused while routing, before the hooks that set the security headers: set here too.
  void reply.headers(reply.server.securityHeaders ?? {}).header(REQUEST_ID_HEADER, request.id).status(status).send(body);
}

/** Fastify options that give every request its id (see registerRequestGuard for the header on answers). */
export function requestIdOptions(): Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId' | 'frameworkErrors'> {
  return {
    requestIdHeader: false,
    genReqId: (raw: IncomingMessage) => requestIdFor(raw.headers[REQUEST_ID_HEADER]),
    frameworkErrors: answerFrameworkError,
  };
}
