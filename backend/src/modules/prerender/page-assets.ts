/** An entry of Vite's build manifest (frontend/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /**
   * Stylesheets of the page's code that index.html does not already link, and of the parts it loads
   * later (sections that come near, the map): the server renders those parts too, so their styles must
   * be in the page from the first paint.
   */
  styles: string[];
  /** The page's code and what it imports, besides the entry. */
  scripts: string[];
}

/**
 * The files a prerendered page needs besides the entry: linked in its head, the page is drawn with its
 * own styles from the first paint (no unstyled flash, no shift when they arrive); its code is named
 * for the page's first script, which asks for it with the entry once the page has painted. `source`
 * is the page module's path in frontend/.
 */
export function pageAssets(manifest: BuildManifest, source: string | undefined): PageAssets {
  const entryFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue;
    entryFiles.add(chunk.file);
    for (const key of chunk.imports ?? []) if (manifest[key]) entryFiles.add(manifest[key].file);
    chunk.css?.forEach((css) => entryFiles.add(css));
  }
  const styles = new Set<string>();
  // A chunk and what it imports, once each: their styles are the page's.
  const walk = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || entryFiles.has(chunk.file) || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((css) => entryFiles.has(css) || styles.add(`/${css}`));
    chunk.imports?.forEach((next) => walk(next, seen));
  };
  const own = new Set<string>();
  const later = new Set<string>();
  if (source) {
    walk(source, own);
    // Code the page loads later adds only its styles (its scripts come when it is wanted); what that
    // code loads later in turn (the map of a branch picked) is not rendered by the server.
    for (const key of own) manifest[key]!.dynamicImports?.forEach((next) => walk(next, later));
  }
  return { styles: [...styles], scripts: [...own].map((key) => `/${manifest[key]!.file}`) };
}
