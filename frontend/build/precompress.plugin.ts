import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat();
}

/**
 * Writes .br and .gz beside every text asset of the build. The server sends them as they are
 * (@fastify/static preCompressed), so phones get small files without compressing on each request.
 */
export function precompressPlugin(outDir: string): Plugin {
  return {
    name: 'dealer-precompress',
    apply: 'build',
    async closeBundle() {
      for (const file of (await filesUnder(outDir)).filter((path) => COMPRESSIBLE.test(path))) {
        const content = await readFile(file);
        if (content.length < 1024) continue;
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
