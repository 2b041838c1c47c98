import type { ErrorResponse } from '@dealer/contracts';
import { currentLang, i18n } from './i18n';

/** A failed call. `message` is the server's text, already in the current language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: ErrorResponse['errors'] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server answered and said no (4xx): said at the form, and a retry would be a new attempt. */
export function isRefusal(error: Error): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server's prerender answers the same paths in its own process instead. */
let transport: Transport = (path, init) => fetch(path, init);

/** Used by entry-server.tsx only: where the API's answers come from while a page is prerendered. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && typeof (body as ErrorResponse).message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the product's own API. The session cookie rides along by itself; Accept-Language makes the
 * server answer `message` in the language the visitor reads.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json', 'Accept-Language': currentLang() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, i18n.t('common.networkError'));
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const message = isErrorResponse(payload) ? payload.message : `${response.status} ${response.statusText}`;
    throw new ApiError(response.status, message, isErrorResponse(payload) ? payload.errors : []);
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, headers?: Record<string, string>) => apiRequest<T>('GET', path, undefined, headers),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
