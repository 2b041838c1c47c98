import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/app';
import { preloadPageAt } from './app/router';
import { consent } from './lib/consent/consent.store';
import { i18nReady } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session/session.query';
import { siteConfigQueryOptions } from './lib/site/site-config.query';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

// A returning visitor's earlier consent applies before anything else runs.
consent.start();

// Every page's header and footer show the session and the site's details: asked for now, while the
// code and texts load, instead of after the first render.
void queryClient.prefetchQuery(sessionQueryOptions);
void queryClient.prefetchQuery(siteConfigQueryOptions);

// The texts of the visitor's language and the code of the page arrive first, so the first render
// already shows the page in real words. As a transition, that render yields to the browser every
// few milliseconds instead of holding the main thread for the whole page, so a tap is answered.
void Promise.all([i18nReady, preloadPageAt(window.location.pathname)]).then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
