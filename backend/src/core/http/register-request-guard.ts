import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { ApiError, InvalidInputError } from './api-error.js';
import { REQUEST_ID_HEADER } from './request-id.js';
import { findUnsafeInput, isJsonContentType, jsonNestsDeeperThan, MAX_NESTING, settleClientId } from './request-guard.js';

/** A request carries a body when it says how long it is (and not 0) or streams it in chunks. */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * The one guard every request passes before validation and persistence:
 * - every answer carries the request's id (`x-request-id`), errors and streams included;
 * - a body that is not JSON is refused 415 before it is read (no route documents another type);
 * - JSON nested deeper than MAX_NESTING is refused before it is parsed, so nothing further on
 *   (class-transformer recurses) ever sees it;
 * - text PostgreSQL cannot store and implausible dates are refused 400, in the body, the path and
 *   the query, naming the field;
 * - the spec's client `_id` is settled (see settleClientId).
 * Call before the app's routes are registered (configureApp runs before init).
 */
export function registerRequestGuard(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onRequest', (request, reply, done) => {
    // On the reply, not the raw response: one raw header sends Node's writeHead down its slow path for
    // every header of the answer. A hijacked answer (the live availability stream) copies the reply's.
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (carriesBody(request) && !isJsonContentType(request.headers['content-type'])) {
      done(new ApiError(415, 'jsonOnly'));
      return;
    }
    done();
  });

  // Fastify's own parser after the depth check: it keeps refusing __proto__ and constructor.prototype keys.
  const parseJson = fastify.getDefaultJsonParser('error', 'error') as unknown as (request: unknown, body: Buffer, done: (error: Error | null, body?: unknown) => void) => void;
  app.useBodyParser('application/json', { bodyLimit: fastify.initialConfig.bodyLimit }, (request, body, done) => {
    if (jsonNestsDeeperThan(body, MAX_NESTING)) {
      done(new InvalidInputError([{ field: 'body', constraint: 'maxNesting', detail: `nested deeper than ${MAX_NESTING} levels` }]), undefined);
      return;
    }
    parseJson(request, body, done);
  });

  fastify.addHook('preValidation', (request, _reply, done) => {
    const params = (request.params ?? {}) as Record<string, string>;
    const problem = findUnsafeInput(params) ?? findUnsafeInput(request.query) ?? findUnsafeInput(request.body);
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
