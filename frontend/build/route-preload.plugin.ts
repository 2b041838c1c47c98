import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

function chunkOf(bundle: OutputBundle, sourceEnd: string): OutputChunk | undefined {
  return Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && Boolean(item.facadeModuleId?.endsWith(sourceEnd)));
}

/** A chunk and the chunks it imports statically, as absolute URLs. */
function withImports(bundle: OutputBundle, chunk: OutputChunk | undefined, base: string): string[] {
  if (!chunk) return [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const item = bundle[fileName];
    if (item?.type === 'chunk') item.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...seen].map((fileName) => `${base}${fileName}`);
}

/**
 * The texts of the visitor's language and, on `/`, the home page are lazy chunks; discovered only after
 * the entry runs they would cost a round trip before the first paint. A tiny inline script asks for
 * exactly those files at once, in parallel with the entry, and nothing for other languages or pages.
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
        const script = `(function(){var f=${JSON.stringify(files)},l;try{l=localStorage.getItem('lang')}catch(e){}var u=l==='ar'?f.ar:f.en;if(location.pathname==='/')u=u.concat(f.home);u.forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)})})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
