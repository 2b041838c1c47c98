import { startTransition, StrictMode } from 'react';
import { PRERENDER_STATE_ID } from '@dealer/contracts';
import './styles/global.css';
import { App } from './app/app';
import { preloadPageAt } from './app/router';
import { consent } from './lib/consent/consent.store';
import { i18nReady } from './lib/i18n';
import { writeLangCookie } from './lib/lang-preference';
import { FIRST_RENDER } from './lib/prerender/first-render';
import { queryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session/session.query';
import { siteConfigQueryOptions } from './lib/site/site-config.query';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

// A returning visitor's earlier consent applies before anything else runs.
consent.start();
if (FIRST_RENDER.cookieToWrite) writeLangCookie(FIRST_RENDER.cookieToWrite);

// The data the server rendered the page with: the first render in the browser shows the same. Only
// successful queries are sent (dehydrate's default), so each is set as data, as of when it was fetched
// (TanStack's own hydrate() would add a kilobyte to every page for cases that never arise here).
const state = document.getElementById(PRERENDER_STATE_ID)?.textContent;
if (state) {
  const { queries } = JSON.parse(state) as { queries: { queryKey: readonly unknown[]; state: { data: unknown; dataUpdatedAt: number } }[] };
  for (const query of queries) queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
}

// Every page's header and footer show the session and the site's details: asked for now, while the
// code and texts load, instead of after the first render. A page being hydrated asks for the session
// after hydration (its header must first match the server's anonymous one).
if (!FIRST_RENDER.hydrate) {
  void queryClient.prefetchQuery(sessionQueryOptions);
  void queryClient.prefetchQuery(siteConfigQueryOptions);
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The texts of the visitor's language and the code of the page arrive first, so the first render
// already shows the page in real words. As a transition, that render yields to the browser every
// few milliseconds instead of holding the main thread for the whole page, so a tap is answered.
// React DOM is imported dynamically (a file of its own, fetched with the entry: see
// route-preload.plugin.ts) so that the browser evaluates it in a task of its own: inside the entry's
// static graph, the two were one task of 230 to 280 ms on a phone's CPU (four times slowed), the
// page's longest; apart, two of about 60 to 120 ms.
void Promise.all([import('react-dom/client'), i18nReady, preloadPageAt(window.location.pathname)]).then(([{ createRoot, hydrateRoot }]) => {
  if (FIRST_RENDER.hydrate) {
    // A mismatch React recovers from is still a bug: said on the console, where the journeys look.
    // As a transition, hydration too yields to the browser every few milliseconds (a phone's main
    // thread is never held for the whole page); a tap meanwhile hydrates its part first.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack) });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
