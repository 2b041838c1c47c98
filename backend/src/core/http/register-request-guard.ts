import { NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isUtf8 } from 'node:buffer';
import { ApiError, InvalidInputError } from './api-error.js';
import { isPageRequest } from './page-request.js';
import { REQUEST_ID_HEADER } from './request-id.js';
import { namesStoredFile } from './route-flags.js';
import { carriesBody, findUnsafeInput, isJsonContentType, jsonNestsDeeperThan, MAX_NESTING, settleClientId } from './request-guard.js';

/**
 * The one guard every request passes before validation and persistence:
 * - every answer carries the request's id (`x-request-id`), errors and streams included;
 * - a body that is not JSON is refused 415 before it is read (no route documents another type);
 * - JSON nested deeper than MAX_NESTING is refused before it is parsed, so nothing further on
 *   (class-transformer recurses) ever sees it, as is a body that is not UTF-8; an empty body labelled JSON is no body;
 * - control characters, text PostgreSQL cannot store and implausible dates are refused 400, in the body, the path and
 *   the query (a page's query excepted: see below), naming the field;
 * - the spec's client `_id` is settled (see settleClientId).
 * Call before the app's routes are registered (configureApp runs before init).
 */
export function registerRequestGuard(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onRequest', (request, reply, done) => {
    // On the reply, not the raw response: one raw header sends Node's writeHead down its slow path for
    // every header of the answer. A hijacked answer (the live availability stream) copies the reply's.
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (carriesBody(request.headers) && !isJsonContentType(request.headers['content-type'])) {
      done(new ApiError(415, 'jsonOnly'));
      return;
    }
    done();
  });

  // Fastify's own parser after the depth check: it keeps refusing __proto__ and constructor.prototype keys.
  const parseJson = fastify.getDefaultJsonParser('error', 'error') as unknown as (request: unknown, body: Buffer, done: (error: Error | null, body?: unknown) => void) => void;
  app.useBodyParser('application/json', { bodyLimit: fastify.initialConfig.bodyLimit }, (request, body, done) => {
    // No body at all, from a client that names JSON on every request (a logout, a delete): Fastify's
    // parser refused it with a bare 400; as no body, the route goes on and its validation names what
    // is missing, if anything is.
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    if (jsonNestsDeeperThan(body, MAX_NESTING)) {
      done(new InvalidInputError([{ field: 'body', constraint: 'maxNesting', detail: `nested deeper than ${MAX_NESTING} levels` }]), undefined);
      return;
    }
    // Decoding would turn each broken byte into U+FFFD and store that in the sender's name or message:
    // what was typed is lost without a word. JSON is UTF-8 (RFC 8259), so anything else is refused.
    if (!isUtf8(body)) {
      done(new InvalidInputError([{ field: 'body', constraint: 'utf8', detail: 'not UTF-8 text' }]), undefined);
      return;
    }
    parseJson(request, body, done);
  });

  fastify.addHook('preValidation', (request, _reply, done) => {
    const { '*': rest, ...params } = (request.params ?? {}) as Record<string, string>;
    // The part of an address a catch-all route took names no field: a page that cannot exist is not
    // found (the site's 404 page), and an API address is refused as invalid.
    if (rest !== undefined && findUnsafeInput(rest)) {
      done(isPageRequest(request) ? new NotFoundException() : new ApiError(400, 'invalidAddress'));
      return;
    }
    // A page stores nothing its address asks (the server reads only the language, one of two names), so
    // a link whose query holds a character the API would refuse (a mangled campaign tag) still opens
    // the page: a JSON refusal is nothing a person in a browser can act on.
    const query = isPageRequest(request) ? undefined : findUnsafeInput(request.query);
    const address = findUnsafeInput(params);
    if (address && namesStoredFile(request.routeOptions.config)) {
      done(new ApiError(404, 'notFound'));
      return;
    }
    const problem = address ?? query ?? findUnsafeInput(request.body);
    if (problem) {
      done(new InvalidInputError([problem]));
      return;
    }
    const verdict = settleClientId(request.method, request.body, Object.values(params));
    if (!verdict.ok) {
      done(new InvalidInputError([verdict.problem]));
      return;
    }
    request.body = verdict.body;
    done();
  });
}
