import { useSyncExternalStore } from 'react';

/**
 * A flag that only ever goes from false to true (the content is hydrated, a page that asks for
 * confirmations has loaded), with a hook that renders again when it does. False on the server.
 */
export function oneWayFlag(initial: boolean): { raise: () => void; useRaised: () => boolean } {
  let raised = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    raise() {
      if (raised) return;
      raised = true;
      for (const listener of listeners) listener();
    },
    useRaised: () =>
      useSyncExternalStore(
        subscribe,
        () => raised,
        () => false,
      ),
  };
}
