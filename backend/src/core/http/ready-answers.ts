import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { Type } from '@nestjs/common';
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';

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
}

/**
 * Marks a route whose answer `provider` may hold ready. The route itself stays the definition (its
 * document, its checks, its errors) and answers whenever the provider has nothing ready.
 */
export const ReadyAnswersFrom = (provider: Type<KeepsReadyAnswers>): MethodDecorator => RouteConfig({ [READY_ANSWERS]: provider });

/**
 * Puts the provider's ready answers in front of the routes marked with ReadyAnswersFrom. The busiest
 * read of the site (a popular day's availability) is answered from memory most of the time, and then
 * Nest's routing, pipes and response handling cost more than the answer: a ready answer is written by
 * Fastify directly. Every hook still runs first (security headers, request id, the request guard), so
 * a ready answer is the same answer as the route's, status and headers included.
 * Call before the app's routes are registered (configureApp runs before init).
 */
export function registerReadyAnswers(app: NestFastifyApplication): void {
  app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
    const provider = route.config?.[READY_ANSWERS];
    if (!provider) return;
    const routeHandler = route.handler;
    // Resolved on first use: the provider's instance exists only once the app is initialised.
    let source: KeepsReadyAnswers | undefined;
    route.handler = function (request, reply) {
      source ??= app.get<KeepsReadyAnswers>(provider, { strict: false });
      const ready = source.readyAnswer(request);
      if (!ready) return routeHandler.call(this, request, reply);
      return reply.headers(ready.headers).send(ready.body);
    } satisfies RouteHandlerMethod;
  });
}
