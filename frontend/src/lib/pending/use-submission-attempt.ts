import { useMemo, useRef } from 'react';
import { ApiError, isRefusal } from '../api-client';
import { newIdempotencyKey } from './pending-submission';

/**
 * The Idempotency-Key of a form's submission attempt: a retry of the same body keeps its key, any
 * change makes a new one, and once the server has answered the next try is a new attempt.
 */
export function useSubmissionAttempt<B>() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMemo(
    () => ({
      /** The key to send `body` with. */
      keyFor(body: B): string {
        const serialized = JSON.stringify(body);
        if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newIdempotencyKey() };
        return attempt.current.key;
      },
      /** The key to keep with a copy saved through login: the current attempt's, if any. */
      keyToKeep(): string {
        return attempt.current?.key ?? newIdempotencyKey();
      },
      /** Goes on with an attempt saved before login, under its saved key. */
      resume(body: B, key: string): void {
        attempt.current = { body: JSON.stringify(body), key };
      },
      /** The server answered (made it, or said why not): the next try is a new attempt. */
      end(): void {
        attempt.current = null;
      },
      /**
       * What a failed post means for the attempt: `login` when the session ended (the form is kept
       * through login under this key), `refused` when the server answered (the next try is a new
       * attempt), `unanswered` otherwise (a retry keeps its key).
       */
      failed(error: Error): 'login' | 'refused' | 'unanswered' {
        if (error instanceof ApiError && error.status === 401) return 'login';
        if (!isRefusal(error)) return 'unanswered';
        attempt.current = null;
        return 'refused';
      },
    }),
    [],
  );
}
