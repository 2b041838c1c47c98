import { useSyncExternalStore } from 'react';

/**
 * Whether a page that asks for confirmations has loaded. Only signed-in pages ask (cancel a booking,
 * delete a row), so the dialog's code comes with them and the layout mounts its host from then on,
 * instead of every public page carrying it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantConfirmHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConfirmHostWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
