import { useSyncExternalStore } from 'react';
import { errorMessage } from './api-client';

type Kind = 'success' | 'info' | 'warning' | 'error';

/**
 * What a toast is about. A newer toast on the same topic replaces the one showing, so the screen
 * never holds an outdated message beside its answer: 'session' carries "Please log in…" and is
 * replaced by the login's own answer. Without a topic, the kind (success, error…) is the topic.
 */
export type ToastTopic = Kind | 'session';

/**
 * The toast library loads with the first toast, not with the page: most visits never show one, and
 * public pages must stay light. Toasts raised before the container mounts are queued by the library.
 */
let requested = false;
const listeners = new Set<() => void>();
const showing = new Map<ToastTopic, string>();
let serial = 0;

/**
 * Marks the page while a toast shows, from the moment it is asked for (the library may still be
 * loading): a field scrolled or focused into view then stops below the toasts (toast.css), so an
 * error's toast never covers the field in error.
 */
const TOAST_SHOWN_CLASS = 'has-toast';
function markShowing(): void {
  document.documentElement.classList.toggle(TOAST_SHOWN_CLASS, showing.size > 0);
}

function forget(topic: ToastTopic, toastId: string): void {
  if (showing.get(topic) !== toastId) return;
  showing.delete(topic);
  markShowing();
}

function show(kind: Kind, message: string, topic: ToastTopic = kind): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  // A fresh id each time, so the replacement gets its full five seconds and is announced again.
  const toastId = `${topic}-${++serial}`;
  const previous = showing.get(topic);
  showing.set(topic, toastId);
  markShowing();
  import('react-toastify')
    .then(({ toast }) => {
      if (previous) toast.dismiss(previous);
      toast[kind](message, {
        toastId,
        onClose: () => forget(topic, toastId),
      });
    })
    .catch((error: unknown) => console.error('The toast could not be shown', message, error));
}

/** Takes away the toast of `topic`, if one shows: e.g. "Please log in…" once the customer has. */
export function dismissToast(topic: ToastTopic): void {
  const id = showing.get(topic);
  if (!id) return;
  forget(topic, id);
  import('react-toastify')
    .then(({ toast }) => toast.dismiss(id))
    .catch((error: unknown) => console.error('The toast could not be closed', error));
}

/** Whether a toast was asked for, so the host mounts its container only then. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/** The spec's toasts: errors show the failure's text, success and info show the server's message. */
export const notify = {
  success: (message: string, topic?: ToastTopic) => show('success', message, topic),
  info: (message: string, topic?: ToastTopic) => show('info', message, topic),
  warning: (message: string, topic?: ToastTopic) => show('warning', message, topic),
  error: (message: string, topic?: ToastTopic) => show('error', message, topic),
  failure: (error: unknown) => {
    console.error(error);
    show('error', errorMessage(error));
  },
};
