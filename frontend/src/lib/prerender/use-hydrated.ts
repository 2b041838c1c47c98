import { useSyncExternalStore } from 'react';

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
