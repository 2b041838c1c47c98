import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, ApiError } from '../api-client';

export interface IdempotentPost<B> {
  body: B;
  /** Made once per submission attempt and sent again on every retry of it. */
  idempotencyKey: string;
}

/**
 * Only an unanswered attempt is retried: a lost answer may still have made the booking or claim, and
 * the same key gets the first answer back. An answered one either made it or said why not.
 */
const retryUnanswered = (failureCount: number, error: Error) =>
  failureCount < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** Submits a form (a booking, a warranty claim) once per Idempotency-Key; `refreshes` are the lists it changes. */
export function useIdempotentPost<B, R>(path: string, refreshes: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentPost<B>) => apiRequest<R>('POST', path, body, { 'Idempotency-Key': idempotencyKey }),
    retry: retryUnanswered,
    // Not awaited: the success toast must not wait for the lists to reload.
    onSettled: () => {
      for (const queryKey of refreshes) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
