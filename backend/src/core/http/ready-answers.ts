import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { Type } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carriesBody } from './request-guard.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** An answer given as it was kept: its body, ready to write, and the headers the route's own answer carries. */
export interface ReadyAnswer {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** A provider that may already hold a route's answer; undefined lets the route run. */
export interface KeepsReadyAnswers {
  readyAnswer(request: FastifyRequest): ReadyAnswer | undefined;
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
 * Answers the routes marked with ReadyAnswersFrom from their provider's ready answers, as the first
 * thing a request meets: the busiest read of the site (a popular day's availability) is answered from
 * memory most of the time, and then every hook after this one (Nest's six, cookies, the guard) cost
 * more than the answer. Added to the Fastify instance before Nest's adapter adds its own hooks
 * (createFastifyAdapter). A ready answer is the route's own answer, status and headers included: the
 * security headers and the request id are set here, as their hooks would. What those hooks would refuse
 * is never ready: an answer is kept by its exact address only after the route answered it, and a
 * request with a body (which the guard judges) goes the whole way.
 */
export function answerReadyFirst(fastify: FastifyInstance): void {
  const sources = new Map<Type<KeepsReadyAnswers>, KeepsReadyAnswers>();
  fastify.addHook('onRequest', (request, reply, done) => {
    const provider = request.routeOptions.config[READY_ANSWERS];
    if (!provider || !fastify.readyAnswerSource || carriesBody(request.headers)) {
      done();
      return;
    }
    let source = sources.get(provider);
    if (!source) sources.set(provider, (source = fastify.readyAnswerSource(provider)));
    const ready = source.readyAnswer(request);
    if (!ready) {
      done();
      return;
    }
    // Written to Node's response directly, the headers as one list built once per answer: through
    // Fastify's reply they were copied one by one into an object, passed the onSend hooks and were read
    // back out of it, which cost more CPU than everything else the answer needs but the socket write.
    reply.hijack();
    reply.raw.writeHead(200, rawHeaders(ready, fastify.securityHeadersFor?.(request.url), request.id));
    reply.raw.end(ready.body);
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
