import { lazy, useState, type ComponentType } from 'react';
import { withTexts, type TextPart } from '../../lib/i18n';

/**
 * A page whose code is a chunk of its own, as with React.lazy, that can also be fetched ahead with
 * `preload()` and then renders at once. React.lazy alone suspends on its first render even when the
 * chunk is already there, and React then keeps the page behind its fallback for at least 300 ms
 * (its throttle against flashing fallbacks): on the first visit that delay would be the page's.
 * `texts` are the parts of the texts the page needs beyond the core (see lib/i18n.ts), loaded with its code.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>, texts: readonly TextPart[] = []) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;

  const preload = (): Promise<ComponentType<Props>> =>
    (pending ??= withTexts(load(), texts).then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (a flaky network, a new deployment) is tried again next time.
        pending = undefined;
        throw error;
      },
    ));
  const LazyComponent = lazy(() => preload().then((component) => ({ default: component })));

  function LazyPage(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
    // remount the page and lose what the visitor typed.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? LazyComponent);
    return <Component {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}
