import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page renderer's answer, for answers made before any hook runs (a broken %-escape in a page's address). */
    answerPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  }
}

/**
 * Answers a GET of a page of the site with server-rendered HTML. Provided by a module (prerender);
 * the HTTP set-up finds it in the app when there is one and the frontend is served.
 */
export abstract class PageRenderer {
  /** Where the built frontend is; the renderer looks for its server bundle beside it. */
  abstract serveFrom(frontendDist: string): void;
  /** Sends the page and resolves true, or resolves false to let the plain index.html answer. */
  abstract answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}
