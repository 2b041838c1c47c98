import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import type { IntlWarmup, Lang } from '@dealer/contracts';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { setRenderLang } from './lib/i18n';
import { AppRouter } from './lib/router';
import { collectRenderedMeta, stopCollectingRenderedMeta } from './lib/meta/rendered-meta';
import { recordIntlUses } from './lib/prerender/intl-uses';
import { SESSION_QUERY_KEY } from './lib/session/session.query';

/** The server's way to answer an API path in its own process (no network). */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The query cache the page was rendered with, for the browser to start from (JSON). */
  state: string;
  title?: string;
  description?: string;
  /** The Intl objects the render used, for the page's first script to make before hydration. */
  warm: IntlWarmup[];
}

/** A page rendered again with the data its previous render asked for, until it asks for nothing new. */
const MAX_PASSES = 4;

/**
 * Queries the server fills in: everything a page asks for on its first render except who is logged
 * in (the cached page is everyone's), and queries switched off until the visitor does something.
 */
function isPublicData(query: Query): boolean {
  if (query.queryKey[0] === SESSION_QUERY_KEY[0]) return false;
  return (query.options as { enabled?: unknown }).enabled !== false && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

function app(url: string, client: QueryClient) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <AppRouter url={url}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** A pass that loads what the page needs: prerender (unlike renderToString) waits for lazy code to arrive. */
async function discover(url: string, client: QueryClient): Promise<void> {
  const { prelude } = await prerender(app(url, client));
  await new Response(prelude).text();
}

async function renderPage(url: string, lang: Lang): Promise<RenderedPage> {
  await setRenderLang(lang);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const meta = collectRenderedMeta();
  try {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      await discover(url, client);
      const wanted = client.getQueryCache().getAll().filter(isPublicData);
      if (wanted.length === 0) break;
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    }
    // With code and data at hand nothing suspends any more: one synchronous render, whose HTML is
    // plain markup. prerender's own output would reveal late parts with inline scripts, which the
    // Content-Security-Policy forbids. Hydration renders the same tree, so it uses the same Intl objects.
    const { result: html, uses } = recordIntlUses(() => renderToString(app(url, client)));
    return { html, state: JSON.stringify(dehydrate(client)), title: meta.title, description: meta.description, warm: uses };
  } finally {
    stopCollectingRenderedMeta();
    client.clear();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the page at `url` (path and query) in `lang` as an anonymous visitor would first see it.
 * The app's language and query transport are process-wide, so renders run one at a time; the server
 * caches their results.
 */
export function render(url: string, lang: Lang, apiFetch: ApiFetch): Promise<RenderedPage> {
  const result = queue.then(() => {
    setApiTransport(apiFetch);
    return renderPage(url, lang);
  });
  queue = result.catch(() => undefined);
  return result;
}
