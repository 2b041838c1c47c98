import type { FastifyRequest } from 'fastify';

/** A GET (or HEAD) of an address outside the API that names no file: answered with a page of the site. */
export function isPageRequest(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  const path = request.url.split('?')[0]!;
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
}
