import { useEffect, type ReactNode } from 'react';
import { markContentHydrated, useHydrated } from '../../lib/prerender/use-hydrated';

/**
 * A prerendered page's form controls stay disabled until React has hydrated them. Before, a choice
 * made in a field would be undone as React hydrates it (it sets a controlled field to its state), and
 * Enter in a field would send the form the browser's way (a GET with every value, a password
 * included, in the address). It sits inside the Suspense boundary of the page's content, which React
 * hydrates after the header and footer: the gate opens, and says the content is hydrated, once its own
 * part is. Links work at once. The fieldset draws no box of its own (display: contents).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) markContentHydrated();
  }, [hydrated]);
  return (
    <fieldset className="hydration-gate" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
