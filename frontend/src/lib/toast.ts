import { useSyncExternalStore } from 'react';
import { errorMessage } from './api-client';

type Kind = 'success' | 'info' | 'warning' | 'error';

/**
 * The toast library loads with the first toast, not with the page: most visits never show one, and
 * public pages must stay light. Toasts raised before the container mounts are queued by the library.
 */
let requested = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  import('react-toastify')
    .then(({ toast }) => toast[kind](message))
    .catch((error: unknown) => console.error('The toast could not be shown', message, error));
}

/** Whether a toast was asked for, so the host mounts its container only then. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}

/** The spec's toasts: errors show the failure's text, success and info show the server's message. */
export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  failure: (error: unknown) => {
    console.error(error);
    show('error', errorMessage(error));
  },
};
