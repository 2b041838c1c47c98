import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { Type } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { carriesBody } from './request-guard.js';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.js';

/** An answer given as it was kept: its body, ready to write, and the headers the route's own answer carries. */
export interface ReadyAnswer {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** A provider that may already hold the answer to an address (path and query as sent); undefined lets the route run. */
export interface KeepsReadyAnswers {
  readyAnswer(address: string): ReadyAnswer | undefined;
}

const READY_ANSWERS = 'readyAnswersFrom';

declare module 'fastify' {
  interface FastifyContextConfig {
    [READY_ANSWERS]?: Type<KeepsReadyAnswers>;
  }
  interface FastifyInstance {
    /** The app's instance of a provider of ready answers; set by registerReadyAnswers once the app exists. */
    readyAnswerSource?: (provider: Type<KeepsReadyAnswers>) => KeepsReadyAnswers;
  }
}

/**
 * Marks a route whose answer `provider` may hold ready. The route itself stays the definition (its
 * document, its checks, its errors) and answers whenever the provider has nothing ready.
 */
export const ReadyAnswersFrom = (provider: Type<KeepsReadyAnswers>): MethodDecorator => RouteConfig({ [READY_ANSWERS]: provider });

/**
 * Answers the addresses of routes marked with ReadyAnswersFrom from their providers' ready answers,
 * in front of Fastify: the busiest read of the site (a popular day's availability) is answered from
 * memory most of the time, and then Fastify's routing, request and reply objects and hooks cost more
 * CPU than everything else the answer needs but the socket write. Called on the Fastify instance
 * before Nest registers its routes (createFastifyAdapter).
 *
 * A ready answer is the route's own answer, status and headers included: the security headers and the
 * request id are set here, as their hooks would. What Fastify or those hooks would refuse is never
 * ready: an answer is kept by its exact address only after the route answered it, only GET
 * and HEAD are answered here, and a request with a body (which the guard judges) goes the whole way.
 */
export function answerReadyFirst(fastify: FastifyInstance): void {
  const providers = new Set<Type<KeepsReadyAnswers>>();
  fastify.addHook('onRoute', (route) => {
    const provider = route.config?.[READY_ANSWERS];
    if (provider) providers.add(provider);
  });
  let sources: KeepsReadyAnswers[] | undefined;
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || carriesBody(request.headers) || !fastify.readyAnswerSource) return false;
    sources ??= [...providers].map((provider) => fastify.readyAnswerSource!(provider));
    const address = request.url!;
    for (const source of sources) {
      const ready = source.readyAnswer(address);
      if (!ready) continue;
      // Node leaves the body out of a HEAD's answer itself.
      response.writeHead(200, rawHeaders(ready, fastify.securityHeadersFor?.(address), requestIdFor(request.headers[REQUEST_ID_HEADER])));
      response.end(ready.body);
      return true;
    }
    return false;
  };
  // Fastify's handler is the server's one 'request' listener (http.createServer's): it now runs only
  // for what has no ready answer.
  const [route] = fastify.server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  if (!route || fastify.server.listenerCount('request') !== 1) throw new Error('The HTTP server has no single request handler to put ready answers in front of');
  fastify.server.removeListener('request', route);
  fastify.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!answer(request, response)) route(request, response);
  });
}

/** A ready answer's headers as Node's flat list, worked out once per answer and security headers. */
const rawHeadersOf = new WeakMap<ReadyAnswer, { security: object | undefined; list: readonly string[] }>();

function rawHeaders(ready: ReadyAnswer, security: Readonly<Record<string, string>> | undefined, requestId: string): string[] {
  let known = rawHeadersOf.get(ready);
  if (!known || known.security !== security) {
    const all = { ...security, ...ready.headers, 'content-length': String(Buffer.byteLength(ready.body)) };
    known = { security, list: Object.entries(all).flat() };
    rawHeadersOf.set(ready, known);
  }
  return [...known.list, REQUEST_ID_HEADER, requestId];
}

/** Lets answerReadyFirst find the app's providers (they exist only once the app is initialised). */
export function registerReadyAnswers(app: NestFastifyApplication): void {
  app.getHttpAdapter().getInstance().decorate('readyAnswerSource', (provider: Type<KeepsReadyAnswers>) => app.get<KeepsReadyAnswers>(provider, { strict: false }));
}
