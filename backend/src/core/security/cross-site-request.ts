import { SECURITY_MESSAGES } from '@dealer/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.js';
import { ApiError } from '../http/api-error.js';
import { errorBody } from '../http/error-body.js';
import { requestLang } from '../http/request-lang.decorator.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins whose pages may send unsafe requests: the site's own (PUBLIC_URL). When the site runs on
 * this machine (a loopback PUBLIC_URL), the other loopback names of the same scheme and port are the
 * same server too, so opening http://127.0.0.1:3000 works as well as http://localhost:3000.
 */
export function trustedOrigins(publicUrl: string): Set<string> {
  const site = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(site.hostname)) return new Set([site.origin]);
  const port = site.port ? `:${site.port}` : '';
  return new Set([...LOOPBACK_HOSTS].map((host) => `${site.protocol}//${host}${port}`));
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether an unsafe request must be refused as cross-site. Browsers send `Origin` with every POST, PUT,
 * PATCH and DELETE (older ones at least `Referer`), and a page cannot forge either: the request is the
 * site's own only when that origin is the site's. Requests carrying neither header nor `Sec-Fetch-Site`
 * do not come from a web page (curl, the spec's scripts, server-to-server callers):
 * they cannot ride on a visitor's cookie, so letting them through opens nothing. Login is checked like
 * the rest, so no foreign page can sign a visitor into another account.
 */
export function isCrossSiteRequest(method: string, headers: Headers, trusted: Set<string>): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  // Only the browser writes Sec-Fetch-Site, and for the site's own pages it says same-origin: a request
  // it calls cross-site (or same-site, a sibling host) is refused whatever Origin claims.
  const fetchSite = header(headers, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = header(headers, 'origin');
  // "null" is what sandboxed frames, file: pages and some redirects send: never the site itself.
  if (origin !== undefined) return !trusted.has(origin);
  const referer = header(headers, 'referer');
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    return refererOrigin === null || !trusted.has(refererOrigin);
  }
  return false;
}

/** Refuses cross-site unsafe requests with 403 before routing, parsing or any session work. */
export function registerCrossSiteRequestCheck(app: NestFastifyApplication, config: AppConfig): void {
  const trusted = trustedOrigins(config.publicUrl);
  app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, done) => {
    if (!isCrossSiteRequest(request.method, request.headers, trusted)) return done();
    const { status, body } = errorBody(new ApiError(403, SECURITY_MESSAGES.crossSiteRequest), requestLang(request));
    void reply.status(status).send(body);
  });
}
