import { createHash } from 'node:crypto';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_CODE_ID } from '../../libs/contracts/src/page-language';
import { CONSENT_STORAGE_KEY } from '../src/lib/consent/consent-choice';
import { FIRST_GESTURES, GESTURE_MARK } from '../src/lib/gesture/first-gesture';

function findChunk(bundle: OutputBundle, matches: (chunk: OutputChunk) => boolean): OutputChunk | undefined {
  return Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && matches(item));
}

/** The chunk whose own module is `sourceEnd`'s. */
function chunkOf(bundle: OutputBundle, sourceEnd: string): OutputChunk | undefined {
  return findChunk(bundle, (chunk) => Boolean(chunk.facadeModuleId?.endsWith(sourceEnd)));
}

/**
 * The name of React DOM's chunk (vite.config.ts groups it): the entry imports it dynamically, so no
 * page's HTML names it, and every page asks for it with the entry.
 */
export const RENDERER_CHUNK = 'react-dom';

interface Preloads {
  scripts: string[];
  styles: string[];
}

/** The entry chunks and the chunks they import: index.html already loads them. */
function loadedByHtml(bundle: OutputBundle): Set<string> {
  const loaded = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.isEntry) [item.fileName, ...item.imports].forEach((file) => loaded.add(file));
  }
  return loaded;
}

/** A lazy chunk, the chunks it imports statically and the CSS they bring, as absolute URLs. */
function withImports(bundle: OutputBundle, chunk: OutputChunk | undefined, base: string): Preloads {
  const skipped = loadedByHtml(bundle);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (item?.type !== 'chunk' || skipped.has(fileName) || scripts.has(fileName)) return;
    scripts.add(fileName);
    item.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    item.imports.forEach(visit);
  };
  if (chunk) visit(chunk.fileName);
  return { scripts: [...scripts].map((file) => `${base}${file}`), styles: [...styles].map((file) => `${base}${file}`) };
}

/**
 * The public pages' chunks, by path in lower case without slashes, as router.tsx and
 * catch-all.route.tsx import them lazily; `about` stands for /why{brand}services, whose brand only
 * the server knows. A page missing here only loses its head start.
 */
const PAGE_SOURCES: Record<string, string> = {
  '': 'app/routes/home-with-booking.tsx',
  service: 'features/services/components/services-page.tsx',
  locator: 'features/locator/components/locator-page.tsx',
  ecatalog: 'features/ecatalog/components/ecatalog-page.tsx',
  gallery: 'features/gallery/components/gallery-page.tsx',
  contact: 'features/contact/components/contact-page.tsx',
  login: 'features/auth/components/login-page.tsx',
  forgotpassword: 'features/auth/components/reset-password-page.tsx',
  warrantyclaim: 'features/warranty-claim/components/warranty-claim-page.tsx',
  unsubscribe: 'features/newsletter/components/unsubscribe-page.tsx',
  about: 'features/about/components/about-page.tsx',
};

/**
 * How long (ms) one task of a prerendered page's script may go on adding links before it lets the
 * browser run: each link asks the renderer's loader for a request, about a millisecond on a phone, and
 * a home page asks for fifteen files.
 */
const STEP_BUDGET_MS = 4;

/**
 * The worker that warms ICU for a prerendered page: it makes each collator and date format of the
 * page's warm list (IntlWarmup) and answers when done. ICU keeps what it loads (collation rules, a
 * locale's date patterns) for the whole renderer process, so the app's own collator and formats, made
 * later on the main thread, find it loaded: measured in Chromium, an Arabic collator and date format took
 * 0 to 0.3 ms on the main thread after the worker had made them, 6 to 14 ms each before.
 */
const INTL_WARM_WORKER = `onmessage=function(e){e.data.forEach(function(x){try{x[0]==='Collator'?new Intl.Collator(x[1]).compare('a','b'):new Intl.DateTimeFormat(x[1],{timeZone:x[2]}).format(0)}catch(_){}});postMessage(0)}`;
/** Named by its content, like the build's own assets (served immutable). */
const INTL_WARM_FILE = `assets/intl-warm-${createHash('sha256').update(INTL_WARM_WORKER).digest('hex').slice(0, 8)}.js`;
/**
 * How long (ms) a prerendered page waits at most for the browser to report its first contentful paint
 * before asking for its code: a browser that never reports it (no paint timing, a page it never shows
 * as painted) still gets the page's code.
 */
const PAINT_WAIT_MS = 1000;

/** How long the entry waits for the worker at most (a worker that never answers must not hold the page). */
export const WARM_WAIT_MS = 3000;

/**
 * The texts of the visitor's language, React DOM (RENDERER_CHUNK) and the code of the public page at
 * the address are lazy chunks; discovered only after the entry runs (the about page's only once /api/site has answered)
 * they would cost round trips before the first paint. A tiny inline script asks for exactly those
 * files (scripts and stylesheets) at once, in parallel with the entry, and nothing for other
 * languages or pages (a page the server did not render picks its language as browserPageLang does:
 * the address, the cookie, localStorage, a mailed link's). A prerendered page names its language on <html> (the server chose it) and
 * carries its styles; it paints from its HTML alone, so the script asks for its code (the entry, the
 * page's modules the server lists, the texts) only once it has painted: once the document is parsed,
 * the browser has reported the first contentful paint (PerformanceObserver, the time the frame was
 * shown, not the main thread's paint, which comes 10 to 40 ms earlier on a slow host) and one frame
 * more has begun (the frame with the whole document). Asked for a frame after the parse only, the
 * files were often fetched before the first paint was shown, and a page whose files had arrived by
 * then counted them as needed for its largest paint: Lighthouse's phone put that paint at 1.6 to 2.0 s
 * instead of 0.9 (7 runs of 24 on 2026-12-01). The script also marks
 * <html data-consented> for a visitor who has made a cookie choice, which hides the banner a
 * prerendered page carries (see consent.store.ts), and marks <html> at the visitor's first gesture,
 * which the app, listening only once its code has run, would otherwise miss (see first-gesture.ts).
 *
 * While a prerendered page's code downloads, the script also warms the browser's ICU for exactly what
 * the page's render used (IntlWarmup, listed by the server in PAGE_CODE_ID): the first collator or date
 * format a renderer makes loads ICU's data for it (8 ms on a quiet desktop, 20 to 90 on a slow machine;
 * Lighthouse counts it 4 times), which a form's sorted choices or the booking calendar's month would
 * otherwise load inside hydration, already the page's longest task. A worker makes them
 * (INTL_WARM_WORKER), off the main thread, and the entry, fetched meanwhile (modulepreload), runs only
 * once it has answered (or WARM_WAIT_MS after the last link), so the app always finds them made. The
 * worker starts before the links are added: started after them, its small script waited behind the
 * page's code (a browser fetches six files at a time from a host over HTTP/1.1) and on a busy host
 * answered after the wait. One slower than the wait is left to finish and goes once it answers:
 * ended while its script loaded, its request was never settled in the browser's network log, and a
 * page that waits for the network to go quiet waited for ever. A page that sorts
 * and formats nothing (about, the locator, the gallery) starts no worker. The links are added a few per
 * task (STEP_BUDGET_MS): all at once, with the first collator, they were one task of 60 to 170 ms on a
 * phone's CPU (four times slowed).
 */
export function routePreloadPlugin(): Plugin {
  return {
    name: 'dealer-route-preload',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: INTL_WARM_FILE, source: INTL_WARM_WORKER });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const base = '/';
        const pages = Object.fromEntries(Object.entries(PAGE_SOURCES).map(([path, source]) => [path, withImports(bundle, chunkOf(bundle, source), base)]));
        const files = {
          renderer: withImports(bundle, findChunk(bundle, (chunk) => chunk.name === RENDERER_CHUNK), base),
          en: withImports(bundle, chunkOf(bundle, 'locales/bundle.en.ts'), base),
          ar: withImports(bundle, chunkOf(bundle, 'locales/bundle.ar.ts'), base),
          pages,
        };
        // CSS first: Vite's loader adds a lazy chunk's stylesheets only once the chunk is imported and
        // renders the page after they load, which would be a late round trip before the home page shows.
        // A prerendered page paints from its HTML: its code and texts are asked for once it has painted
        // (the first paint shown, see above), from the list the server put in the page (PAGE_CODE_ID).
        const script = `(function(){function m(x,s){return(x.exec(s)||[])[1]}var f=${JSON.stringify(files)},d=document.documentElement,r=d.hasAttribute('data-prerendered'),l;try{l=r?d.lang:m(/[?&]lang=(en|ar)(?:&|$)/,location.search)||m(/(?:^|;\\s*)lang=(en|ar)(?:;|$)/,document.cookie)||localStorage.getItem('lang')||m(/[?&]mailLang=(en|ar)(?:&|$)/,location.search);if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}))d.setAttribute('data-consented','')}catch(e){}${JSON.stringify(FIRST_GESTURES)}.forEach(function(t){addEventListener(t,function(){d.setAttribute(${JSON.stringify(GESTURE_MARK)},'')},{once:true,passive:true,capture:true})});var g=[l==='ar'?f.ar:f.en,f.renderer],p=location.pathname.replace(/^\\/+|\\/+$/g,'').toLowerCase(),q=r?null:f.pages[/^why[a-z0-9]+services$/.test(p)?'about':p];if(q)g.push(q);function a(r,h,s){var k=document.createElement('link');k.rel=r;if(s)k.as=s;k.crossOrigin='';k.href=h;document.head.appendChild(k)}function w(b){g.forEach(function(p){p.styles.forEach(function(h){b('preload',h,'style')});p.scripts.forEach(function(h){b('modulepreload',h)})})}if(!r)return w(a);function c(){var e=document.getElementById(${JSON.stringify(PAGE_CODE_ID)}),j=e?JSON.parse(e.textContent):{preload:[]},k=[],o=0,z=0,W=0;function v(){if(o)return;o=1;if(j.entry){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=j.entry;document.head.appendChild(s)}}if(j.warm&&j.warm.length&&window.Worker)try{W=new Worker(${JSON.stringify(base + INTL_WARM_FILE)});W.onmessage=W.onerror=function(){this.terminate();W=0;if(z)v()};W.postMessage(j.warm)}catch(y){W=0}function L(r,h,s){k.push(function(){a(r,h,s)})}w(L);j.preload.forEach(function(h){L('modulepreload',h)});if(j.entry)L('modulepreload',j.entry);(function n(){var t=performance.now(),x;while((x=k.shift())){x();if(performance.now()-t>${STEP_BUDGET_MS})break}if(k.length)setTimeout(n,0);else u()})();function u(){z=1;if(W)setTimeout(v,${WARM_WAIT_MS});else v()}}function P(f){var O=window.PerformanceObserver,e=0,o;function h(){return performance.getEntriesByName('first-contentful-paint').length}function g(){if(e)return;e=1;if(o)o.disconnect();requestAnimationFrame(function(){setTimeout(f,0)})}try{if(!O||(O.supportedEntryTypes||[]).indexOf('paint')<0||h())return g();o=new O(function(){if(h())g()});o.observe({type:'paint'});setTimeout(g,${PAINT_WAIT_MS})}catch(y){g()}}document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(function(){P(c)},0)})})})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
