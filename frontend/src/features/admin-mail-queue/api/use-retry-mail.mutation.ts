import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { MAIL_QUEUE_QUERY_KEY } from './mail-queue.query';

/** Sends a failed mail again; the queue is read afresh either way (a refusal means it changed meanwhile). */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.post<MessageResponse>(`/api/mail-queue/${encodeURIComponent(jobId)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAIL_QUEUE_QUERY_KEY }),
  });
}
