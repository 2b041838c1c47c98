import helmet, { type HelmetOptions } from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';

/** The locator's map draws OpenStreetMap tiles as images; nothing else comes from another origin. */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

type Directives = Record<string, string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of an answer at an address; read by answers made before any hook runs (a broken URL). */
    securityHeadersFor?: (url: string) => Record<string, string>;
  }
}

/**
 * `'sha256-…'` sources for the inline scripts of a page. The build puts one tiny bootstrap in
 * index.html (it preloads the reader's language before the entry runs); hashing it lets the page keep
 * it without allowing inline scripts in general. Scripts with a `src` need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!) || match[2]!.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The site's policy. Scripts only from this origin (plus the hashed bootstrap), never inline handlers.
 * Styles allow inline `<style>` because the account and admin grids (AG Grid's theming API) and Swagger
 * UI at /api/docs write their CSS at run time; a style cannot run script. Images: this origin, data: URLs (previews of a photo
 * before upload, icons) and the map tiles.
 */
export function siteDirectives(scriptHashes: string[], servedOverHttps: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', MAP_TILE_ORIGIN],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Only the site's own files: the prerendered page's ICU warm-up worker (route-preload.plugin.ts).
    'worker-src': ["'self'"],
    // Only when the site's address is HTTPS: on a plain-HTTP address (development, a local Docker
    // Compose run) an upgrade would send every asset request to a port without TLS.
    ...(servedOverHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The policy of API answers (JSON, images, event streams): they are data, never documents that load
 * anything, so nothing at all is allowed — the strictest policy, and a short header on the busiest answers.
 */
export const API_DIRECTIVES: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Pages of the site and of the API documentation (Swagger UI); every other /api answer is data. */
export const servesPage = (url: string): boolean => !url.startsWith('/api/') || (url.startsWith('/api/docs') && !url.startsWith('/api/docs-json'));

/**
 * Powerful features no page of the site uses, switched off for it and anything it frames, so an
 * injected script or a third-party tile could not ask for them. (A claim's photo comes through the
 * file chooser, which a phone may open on its camera: that is not the page using the camera.)
 */
export const PAGE_PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()';

/** helmet's choices for this site; the headers it would write are worked out once, at boot. */
export function helmetOptions(directives: Directives, config: Pick<AppConfig, 'isProduction'>): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // The map's tiles are plain cross-origin images; requiring CORP of them would blank the map.
    crossOriginEmbedderPolicy: false,
    // Headers for browsers long gone (IE's download prompt and XSS auditor, Flash's policy files) or
    // without effect here: each costs every answer, none protects a reader of this site.
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  };
}

/**
 * The headers helmet writes for these options. None depends on the request (no nonces), so they are
 * collected once by running helmet against a response that only records them.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, recorder as never, () => undefined);
  return headers;
}

/**
 * Security headers on every answer (pages, API, media, static files, errors): the CSP above for pages,
 * API_DIRECTIVES for the API's data, nosniff,
 * X-Frame-Options DENY, a Referrer-Policy that still gives the tile server the site's origin
 * (OpenStreetMap's usage policy asks for it), and HSTS in production only, where TLS is certain;
 * API answers are `no-store` unless their route sets its own caching.
 * Swagger UI at /api/docs lives with the same policy: its scripts are files, its styles inline.
 * @fastify/helmet would run helmet's middlewares on every request, which halved the availability
 * route's throughput; the same headers, computed once, cost one assignment per answer.
 */
export function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig, frontendDist?: string): void {
  const indexHtml = frontendDist ? join(frontendDist, 'index.html') : undefined;
  const hashes = indexHtml && existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  const pageHeaders = { ...securityHeaders(helmetOptions(siteDirectives(hashes, config.publicUrl.startsWith('https://')), config)), 'permissions-policy': PAGE_PERMISSIONS };
  // An API answer is somebody's data (an account, bookings, claims) unless its route says otherwise
  // (the site's details, public images): no cache, shared or the browser's, keeps it by default.
  const apiHeaders = { ...securityHeaders(helmetOptions(API_DIRECTIVES, config)), 'cache-control': 'no-store' };
  const fastify = app.getHttpAdapter().getInstance();
  const headersFor = (url: string) => (servesPage(url) ? pageHeaders : apiHeaders);
  fastify.decorate('securityHeadersFor', headersFor);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}
