/** The title and description a page asked for during a server render; the last page to ask wins. */
export interface RenderedMeta {
  title?: string;
  description?: string;
}

let collected: RenderedMeta | null = null;

/** Starts collecting for one server render (renders are one at a time; see entry-server.tsx). */
export function collectRenderedMeta(): RenderedMeta {
  collected = {};
  return collected;
}

/** Called by usePageMeta while rendering; does nothing in the browser, where nothing collects. */
export function recordRenderedMeta(title: string, description: string | undefined): void {
  if (!collected) return;
  collected.title = title;
  if (description) collected.description = description;
}

export function stopCollectingRenderedMeta(): void {
  collected = null;
}
