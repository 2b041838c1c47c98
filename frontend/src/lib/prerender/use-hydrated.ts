import { useSyncExternalStore } from 'react';
import { oneWayFlag } from '../one-way-flag';
import { FIRST_RENDER } from './first-render';

const never = () => () => undefined;

/**
 * False on the server and during the render that hydrates a prerendered page, true afterwards (and at
 * once on a page rendered in the browser). Things only this visitor's browser knows (stored session
 * hints, saved choices) wait for true, so hydration sees exactly what the server rendered; React then
 * renders again with them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Whether the page's content is hydrated too. React hydrates the content's Suspense boundary after the
 * header and footer around it; an answer that changes what the content shows (who is logged in)
 * arriving in between would make its hydration differ from the server's HTML. Pages the browser
 * renders itself start hydrated.
 */
const contentHydrated = oneWayFlag(!FIRST_RENDER.hydrate);

/** Called by HydrationGate once the content it wraps is hydrated. */
export const markContentHydrated = contentHydrated.raise;

export const useContentHydrated = contentHydrated.useRaised;
