import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './build/precompress.plugin';
import { RENDERER_CHUNK, routePreloadPlugin } from './build/route-preload.plugin';

// The contracts are read from source so the frontend needs no prebuild of libs/contracts.
const contractsEntry = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const syncExternalStoreShim = fileURLToPath(new URL('./build/use-sync-external-store.shim.ts', import.meta.url));

// The API's address in development and preview; override it when the API runs on another port.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The API refuses changes whose Origin is not its own (cross-site request protection). Pages served by
 * this dev server are the site too, so their own origin is presented as the API's; any other origin
 * passes unchanged and is refused as it would be in production.
 */
const apiProxy: ProxyOptions = {
  target: apiTarget,
  configure: (proxy) =>
    proxy.on('proxyReq', (request, incoming) => {
      if (incoming.headers.origin === `http://${incoming.headers.host}`) request.setHeader('origin', new URL(apiTarget).origin);
    }),
};

/**
 * The server's renderer of the public pages (`vite build --ssr src/entry-server.tsx`): the same app as
 * modules for Node in dist-ssr, which the API loads to prerender pages; packages stay imports of
 * node_modules. The browser build's chunking and plugins do not apply to it.
 */
const ssrBuild = { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), routePreloadPlugin(), precompressPlugin(fileURLToPath(new URL('./dist', import.meta.url)))],
  resolve: {
    alias: [
      { find: '@dealer/contracts', replacement: contractsEntry },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: syncExternalStoreShim },
    ],
  },
  server: {
    proxy: { '/api': apiProxy },
  },
  preview: {
    proxy: { '/api': apiProxy },
  },
  build: {
    outDir: 'dist',
    // Which files each page's code and styles are: the server links a prerendered page's stylesheets.
    manifest: true,
    // Every browser the site supports preloads modules itself: the polyfill would be code on every page for none.
    modulePreload: { polyfill: false },
    // The account and admin pages are lazy routes: AG Grid lands in their chunks, not the entry.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one file: every page loads all of it anyway, and
        // on phones each extra request of the first load costs a round trip. Without this group the
        // modules lazy pages share with the entry (React, the router, the query client...) came as seven
        // small files.
        // React DOM (with its scheduler) is one file of its own, which the entry imports dynamically:
        // the browser evaluates it in a task of its own instead of inside the entry's (see main.tsx).
        // What every public form shows (a field's frame and problems, the form's notice) is one file,
        // and what the booking and claim forms share besides (choice lists, a submission kept for its
        // retry, the query keys) another: as seven small files they weighed 0.4 kB more on the home page.
        // The record pages' texts (both languages) are one file those pages share, named for what it is.
        // The Riyadh calendar, the content-language helpers and the hook that names catalog rows in the
        // reader's language are one file, and the booking job and book-again helpers another: as five
        // small files they weighed 0.4 kB more on the home page, which is at its budget.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: RENDERER_CHUNK, test: /node_modules\/(react-dom|scheduler)\// },
            { name: 'form-fields', test: /src\/(components\/(field-frame|form-notice)\/|components\/form\/(use-field-problems|required-mark)\.tsx?$|lib\/(field-problems|form-refusal)\.ts$)|contracts\/src\/phone\.ts$/ },
            { name: 'public-forms', test: /src\/(components\/choice-field\/|lib\/pending\/|lib\/query-keys\.ts$)/ },
            { name: 'signed-in-texts', test: /locales\/signed-in\./ },
            { name: 'catalog-text', test: /contracts\/src\/(riyadh-calendar|content-language)\.ts$|src\/lib\/catalog\/use-content-names\.ts$/ },
            { name: 'booking-lib', test: /src\/lib\/booking\/(book-again|booking-job)\.ts$/ },
          ],
        },
      },
    },
  },
  ...(isSsrBuild ? { build: ssrBuild } : {}),
}));
