import { HttpException } from '@nestjs/common';
import { API_MESSAGES, type ApiMessageKey, type ErrorResponse, type Lang } from '@dealer/contracts';
import { ApiError, InvalidInputError } from './api-error.js';
import { databaseRefusal, isDatabaseUnavailable } from './database-errors.js';
import { describeProblem } from './validation-messages.js';

const BY_STATUS: Record<number, ApiMessageKey> = {
  400: 'invalidInput',
  401: 'loginRequired',
  403: 'notAllowed',
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'payloadTooLarge',
  414: 'invalidAddress',
  415: 'jsonOnly',
  429: 'tooManyRequests',
};

/** Errors Fastify raises before a route runs (body parsing, content type, size). */
function fastifyStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Nest wraps Fastify's body-parser errors in an HttpException and keeps the original as `cause`. */
function isJsonSyntaxError(error: unknown): boolean {
  const original = (error as { cause?: unknown }).cause ?? error;
  const code = (original as { code?: string }).code;
  return code === 'FST_ERR_CTP_INVALID_JSON_BODY' || original instanceof SyntaxError;
}

/** The router refuses an address it cannot decode (a broken %-escape) before any route runs. */
export function isBadUrl(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'FST_ERR_BAD_URL';
}

/**
 * Turns anything thrown into the answer the caller gets: a status and a message in their language.
 * Unexpected errors are answered 500 without details (the caller logs them); a database that could
 * not take the request now, 503 (the caller adds Retry-After).
 */
export function errorBody(error: unknown, lang: Lang): { status: number; body: ErrorResponse & Record<string, unknown> } {
  if (error instanceof InvalidInputError) {
    const errors = error.problems.map((p) => ({ field: p.field, message: describeProblem(p, lang) }));
    const message = [...new Set(errors.map((e) => e.message))].join('. ');
    return { status: 400, body: { statusCode: 400, message, errors } };
  }
  if (error instanceof ApiError) {
    const status = error.getStatus();
    const message = typeof error.key === 'string' ? API_MESSAGES[error.key][lang] : error.key[lang];
    return { status, body: { statusCode: status, message, ...error.extra } };
  }
  const refusal = databaseRefusal(error);
  if (refusal) return { status: refusal.status, body: { statusCode: refusal.status, message: API_MESSAGES[refusal.key][lang] } };
  const status = error instanceof HttpException ? error.getStatus() : fastifyStatus(error);
  if (status !== undefined && status < 500) {
    const key = isBadUrl(error) ? 'invalidAddress' : isJsonSyntaxError(error) ? 'invalidJson' : BY_STATUS[status];
    const message = key ? API_MESSAGES[key][lang] : (error as Error).message;
    return { status, body: { statusCode: status, message } };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: { statusCode: 503, message: API_MESSAGES.serviceBusy[lang] } };
  return { status: 500, body: { statusCode: 500, message: API_MESSAGES.serverError[lang] } };
}
