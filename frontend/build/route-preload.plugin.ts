import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

function chunkOf(bundle: OutputBundle, sourceEnd: string): OutputChunk | undefined {
  return Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && Boolean(item.facadeModuleId?.endsWith(sourceEnd)));
}

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
 * The texts of the visitor's language and, on `/`, the home page are lazy chunks; discovered only after
 * the entry runs they would cost a round trip before the first paint. A tiny inline script asks for
 * exactly those files (scripts and stylesheets) at once, in parallel with the entry, and nothing for
 * other languages or pages. A prerendered page names its language on <html> (the server chose it).
 */
export function routePreloadPlugin(): Plugin {
  return {
    name: 'dealer-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const base = '/';
        const files = {
          en: withImports(bundle, chunkOf(bundle, 'locales/bundle.en.ts'), base),
          ar: withImports(bundle, chunkOf(bundle, 'locales/bundle.ar.ts'), base),
          home: withImports(bundle, chunkOf(bundle, 'features/home/components/home-page.tsx'), base),
        };
        // CSS first: Vite's loader adds a lazy chunk's stylesheets only once the chunk is imported and
        // renders the page after they load, which would be a late round trip before the home page shows.
        const script = `(function(){var f=${JSON.stringify(files)},d=document.documentElement,l;try{l=d.hasAttribute('data-prerendered')?d.lang:localStorage.getItem('lang')}catch(e){}var g=[l==='ar'?f.ar:f.en];if(location.pathname==='/')g.push(f.home);function a(r,h,s){var k=document.createElement('link');k.rel=r;if(s)k.as=s;k.crossOrigin='';k.href=h;document.head.appendChild(k)}g.forEach(function(p){p.styles.forEach(function(h){a('preload',h,'style')});p.scripts.forEach(function(h){a('modulepreload',h)})})})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
