import { NEEDS_CONTENT_EVENT } from '../scroll/use-scroll-restoration';

/**
 * Prerendered sections whose hydration still waits (see DeferredSection): each is the promise of its
 * hydration. A section hydrates with the texts of the language current at that moment, so the
 * language must not change while one still shows the server's markup in the other language: React
 * would find different text and throw the section's markup away, and a reader would meanwhile see two
 * languages on one page.
 */
const waiting = new Set<Promise<void>>();

/** A section that waits, until `hydrated` settles. */
export function sectionWaits(hydrated: Promise<void>): void {
  waiting.add(hydrated);
  void hydrated.finally(() => waiting.delete(hydrated));
}

/** The longest a language switch waits for sections to hydrate (their code may not arrive at all). */
const PATIENCE_MS = 4000;

/** Brings every waiting section and resolves once all are hydrated (or patience runs out). */
export async function hydrateWaitingSections(): Promise<void> {
  if (waiting.size === 0) return;
  window.dispatchEvent(new Event(NEEDS_CONTENT_EVENT));
  await Promise.race([Promise.all(waiting), new Promise((resolve) => setTimeout(resolve, PATIENCE_MS))]);
}
