import { useEffect, type ReactNode } from 'react';
import { markContentHydrated, useContentHydrated, useHydrated } from '../../lib/prerender/use-hydrated';

/**
 * A prerendered page's controls (fields, buttons, the language switch) stay disabled until React has
 * hydrated its content. React hydrates the content's Suspense boundary after the header and footer
 * around it: a choice made in a field before would be undone as React hydrates the field, a language
 * switched before would make the content hydrate in the other language, and Enter in a field would send
 * the form the browser's way (a GET with every value, a password included, in the address). Links work
 * at once. The fieldset draws no box of its own (display: contents).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const open = useContentHydrated();
  return (
    <fieldset className="hydration-gate" disabled={!open}>
      {children}
    </fieldset>
  );
}

/** Placed inside the content's Suspense boundary: says when that boundary is hydrated. */
export function ContentHydratedSignal() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) markContentHydrated();
  }, [hydrated]);
  return null;
}
