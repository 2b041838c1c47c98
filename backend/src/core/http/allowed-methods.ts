import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type FindRoute = FastifyInstance['findRoute'];

/**
 * The methods the router serves at this address, for a 405's Allow header. The site's catch-all
 * (the built frontend, `/*`) does not count: it would make every address look like a page.
 */
export function allowedMethods(findRoute: FindRoute, url: string): string[] {
  const path = url.split('?')[0]!;
  return METHODS.filter((method) => {
    const route = findRoute({ method, url: path });
    return route !== null && !Object.hasOwn(route.params ?? {}, '*');
  });
}
