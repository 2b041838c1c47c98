import { isLang, LANG_COOKIE, LANGS, LANG_QUERY_PARAM, MAIL_LANG_PARAM, pageLang, type Lang } from '@dealer/contracts';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { AppConfig } from '../../core/config/app-config.js';
import { PageRenderer } from '../../core/http/page-renderer.js';
import { catalogChanges } from '../catalog/index.js';
import { pageAssets, type BuildManifest } from './page-assets.js';
import { PageCache, pageCacheKey } from './page-cache.js';
import { browserPageShell, pageDocument, type RenderedPage } from './page-document.js';
import { NOT_FOUND_ADDRESS, pageRoute, prerenderedPaths, PRERENDERED_SOURCES, type PageRoute } from './page-routes.js';

/** frontend/dist-ssr/entry-server.js, as built by `vite build --ssr`. */
interface ServerBundle {
  render(url: string, lang: Lang, apiFetch: (path: string, init: RequestInit) => Promise<Response>): Promise<RenderedPage>;
}

/** A page as sent: the document and its compressed forms, made once per cache entry. */
interface SentPage {
  status: number;
  html: string;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** Two languages × the public pages, the 404 page and the plain app fit with room to spare. */
const CACHE_LIMIT = 64;

/**
 * How long after the last catalog change the pages are rendered again: an admin's edits come in bursts
 * (a form saved, a photo, the next row), and each change drops every page.
 */
const WARM_DELAY_MS = 1000;

/** The cache key of the plain app sent for every page the browser renders itself (not a path: no page has it). */
const BROWSER_PAGE_KEY = 'browser-only';

function sentPage(status: number, html: string): SentPage {
  return {
    status,
    html,
    gzip: gzipSync(html, { level: 9 }),
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * Prerenders the public pages with the app's own code (React's server renderer) from the data the API
 * gives any visitor, asked for in this process (Fastify's inject: no network, same answers). A page is
 * rendered once per language and kept until the catalog changes (CatalogChangesRelay passes changes
 * made in any process); the session, forms and link tokens are left to the browser. Pages that are a
 * visitor's own get the plain app, in the reader's language too (browserPageShell).
 */
@Injectable()
export class PagePrerenderer extends PageRenderer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PagePrerenderer.name);
  private readonly cache = new PageCache<SentPage>(CACHE_LIMIT);
  private readonly forget = () => {
    this.cache.clear();
    this.scheduleWarm();
  };
  private warmTimer?: NodeJS.Timeout;
  /** Bumped by each warm-up started and at shutdown: a warm-up whose number has passed stops. */
  private warmRound = 0;
  private closing = false;
  private listening = false;
  private renders = 0;
  private template?: string;
  private manifest: BuildManifest = {};
  /** The build's stylesheets by address, written into the pages that link them. */
  private readonly styleSheets = new Map<string, string>();
  private bundlePath?: string;
  private bundle?: Promise<ServerBundle>;

  constructor(
    private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    super();
  }

  onModuleInit(): void {
    catalogChanges.on('changed', this.forget);
  }

  onModuleDestroy(): void {
    catalogChanges.off('changed', this.forget);
    this.closing = true;
    this.warmRound += 1;
    clearTimeout(this.warmTimer);
  }

  /** Pages rendered by this process since it started (each a React render with its API reads). */
  get pagesRendered(): number {
    return this.renders;
  }

  /** Pages held ready to send, in any language. */
  get pagesKept(): number {
    return this.cache.size;
  }

  serveFrom(frontendDist: string): void {
    const bundlePath = join(frontendDist, '..', 'dist-ssr', 'entry-server.js');
    const indexHtml = join(frontendDist, 'index.html');
    if (!existsSync(bundlePath) || !existsSync(indexHtml)) {
      this.logger.warn(`No server bundle at ${bundlePath}: pages are rendered in the browser only`);
      return;
    }
    this.template = readFileSync(indexHtml, 'utf8');
    this.bundlePath = bundlePath;
    const assetsDir = join(frontendDist, 'assets');
    for (const file of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
      if (file.endsWith('.css')) this.styleSheets.set(`/assets/${file}`, readFileSync(join(assetsDir, file), 'utf8'));
    }
    const manifestPath = join(frontendDist, '.vite', 'manifest.json');
    if (existsSync(manifestPath)) this.manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
    const unknown = PRERENDERED_SOURCES.filter((source) => !this.manifest[source]);
    // A page module moved or renamed: its page still renders, but its styles arrive only with its code.
    if (unknown.length > 0) this.logger.warn(`Prerendered pages missing from the build manifest: ${unknown.join(', ')}`);
    // Once the server takes requests (the renders ask the API through it), the pages are made ahead.
    // Not before: a request through Fastify before it is ready would end its set-up early.
    this.adapterHost.httpAdapter.getInstance<FastifyInstance>().addHook('onListen', async () => {
      this.listening = true;
      this.scheduleWarm(0);
    });
  }

  async answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!this.template || !this.bundlePath) return false;
    const route = pageRoute(request.url.split('?')[0]!, this.config.brandSlug);
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const queryLang = query.get(LANG_QUERY_PARAM);
    const lang = pageLang(queryLang, request.cookies?.[LANG_COOKIE], query.get(MAIL_LANG_PARAM));
    // The canonical link differs by whether the address named the language (see alternateLinks).
    const page = await this.pageFor(route, lang, isLang(queryLang));
    // The page differs by the lang cookie; the browser asks again each time (ETag makes that cheap).
    void reply.header('vary', 'Cookie, Accept-Encoding').header('cache-control', 'no-cache').header('etag', page.etag).type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) {
      void reply.status(304).send();
      return true;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    void reply.status(page.status);
    if (/\bbr\b/.test(accepted)) void reply.header('content-encoding', 'br').send(page.br);
    else if (/\bgzip\b/.test(accepted)) void reply.header('content-encoding', 'gzip').send(page.gzip);
    else void reply.send(page.html);
    return true;
  }

  /** The page a route shows in a language, from the cache or rendered now. */
  private pageFor(route: PageRoute, lang: Lang, langInAddress: boolean): Promise<SentPage> {
    if (route.kind === 'browserOnly') return this.cache.get(pageCacheKey(BROWSER_PAGE_KEY, lang), () => this.makeShell(lang));
    return this.cache.get(pageCacheKey(`${route.key}${langInAddress ? '' : '|'}`, lang), () =>
      route.kind === 'page'
        ? this.make(route.path, lang, { path: route.path, source: route.source, langInAddress })
        : this.make(NOT_FOUND_ADDRESS, lang, { path: null, langInAddress }),
    );
  }

  private scheduleWarm(delay = WARM_DELAY_MS): void {
    if (this.closing || !this.listening || !this.bundlePath) return;
    clearTimeout(this.warmTimer);
    this.warmTimer = setTimeout(() => void this.warm(), delay);
    this.warmTimer.unref();
  }

  /**
   * Renders every public page in both languages, as a visitor without ?lang= gets it (the language
   * from the cookie), and the 404 page, one after another so visitors' requests come between them: the
   * first visitor of a page after a start or a catalog change gets it at once instead of waiting for
   * its render (100 to 300 ms on a busy machine). A change during the round starts a new one.
   */
  private async warm(): Promise<void> {
    const round = ++this.warmRound;
    const started = performance.now();
    const routes = [...prerenderedPaths(this.config.brandSlug), NOT_FOUND_ADDRESS].map((path) => pageRoute(path, this.config.brandSlug));
    const made = this.renders;
    for (const lang of LANGS) {
      for (const route of routes) {
        if (round !== this.warmRound) return;
        try {
          await this.pageFor(route, lang, false);
        } catch (error) {
          // Rendered again when a visitor asks, where a failure is logged with the request.
          this.logger.warn(`Could not prerender ${route.kind === 'page' ? route.path : '404'} (${lang}) ahead: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    this.logger.log(`Pages ready: ${this.renders - made} rendered ahead in ${Math.round(performance.now() - started)} ms`);
  }

  private async make(url: string, lang: Lang, page: { path: string | null; source?: string; langInAddress: boolean }): Promise<SentPage> {
    const rendered = await this.render(url, lang);
    const assets = pageAssets(this.manifest, page.source);
    const html = pageDocument(this.template!, rendered, { lang, publicUrl: this.config.publicUrl, path: page.path, assets, langInAddress: page.langInAddress, styleSheets: this.styleSheets });
    return sentPage(page.path === null ? 404 : 200, html);
  }

  /** The plain app in a language: described as the home page is (how many branches, for instance). */
  private async makeShell(lang: Lang): Promise<SentPage> {
    const home = await this.render('/', lang);
    return sentPage(200, browserPageShell(this.template!, { lang, title: this.config.BRAND_NAME, description: home.description }));
  }

  private async render(url: string, lang: Lang): Promise<RenderedPage> {
    this.renders += 1;
    this.bundle ??= import(pathToFileURL(this.bundlePath!).href) as Promise<ServerBundle>;
    return (await this.bundle).render(url, lang, (path, init) => this.apiFetch(path, init));
  }

  /** The API's answer to an anonymous GET, from this process. */
  private async apiFetch(path: string, init: RequestInit): Promise<Response> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await fastify.inject({ method: 'GET', url: path, headers });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  }
}
