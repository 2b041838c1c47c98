import { useEffect, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailableSlot, ListResponse } from '@dealer/contracts';
import { api } from '../api-client';
import { AVAILABILITY_QUERY_KEY } from '../query-keys';
import { slotsFromEvent } from './slot-event';

/** How often the slots are refetched while no live stream is connected. */
const POLL_MS = 30_000;

function availabilityPath(kind: '' | '/stream', branch: string, date: string): string {
  return `/api/availability${kind}?branch=${encodeURIComponent(branch)}&date=${encodeURIComponent(date)}`;
}

export function availabilityQueryOptions(branch: string, date: string) {
  return queryOptions({
    queryKey: [...AVAILABILITY_QUERY_KEY, branch, date] as const,
    queryFn: async () => (await api.get<ListResponse<AvailableSlot>>(availabilityPath('', branch, date))).data,
    enabled: branch !== '' && date !== '',
    staleTime: 0,
  });
}

/**
 * The free slots of a branch and date, kept current: a server-sent event stream replaces the list
 * whenever a slot is taken or released elsewhere. Without the stream (not offered, a proxy that
 * buffers, a dropped connection) the list is refetched every 30 seconds instead.
 */
export function useLiveAvailability(branch: string, date: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({ ...availabilityQueryOptions(branch, date), refetchInterval: live ? false : POLL_MS });

  useEffect(() => {
    setLive(false);
    if (branch === '' || date === '' || typeof EventSource === 'undefined') return;
    const { queryKey } = availabilityQueryOptions(branch, date);
    const source = new EventSource(availabilityPath('/stream', branch, date));
    source.onmessage = (event: MessageEvent<string>) => {
      const slots = slotsFromEvent(event.data);
      // Only a readable event proves the stream works; until then (or after a bad one) polling goes on.
      if (slots) queryClient.setQueryData(queryKey, slots);
      setLive(slots !== null);
    };
    source.onerror = () => {
      // The browser reconnects by itself unless the stream is refused; poll until it is back.
      setLive(false);
      if (source.readyState === EventSource.CLOSED) source.close();
    };
    return () => source.close();
  }, [branch, date, queryClient]);

  return query;
}
