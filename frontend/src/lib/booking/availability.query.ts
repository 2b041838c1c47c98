import { useEffect, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailableSlot, ListResponse } from '@dealer/contracts';
import { api } from '../api-client';
import { availabilityKey } from './availability-keys';
import { jobParam, NO_JOB, type BookingJob } from './booking-job';
import { slotsFromEvent } from './slot-event';

/** How often the slots are refetched while no live stream is connected. */
const POLL_MS = 30_000;

function availabilityPath(kind: '' | '/stream', branch: string, date: string, job: Pick<BookingJob, 'services'>): string {
  return `/api/availability${kind}?branch=${encodeURIComponent(branch)}&date=${encodeURIComponent(date)}${jobParam(job)}`;
}

/** The starts where the whole job fits. */
export function availabilityQueryOptions(branch: string, date: string, job: Pick<BookingJob, 'services'> = NO_JOB) {
  return queryOptions({
    queryKey: availabilityKey(branch, date, job),
    queryFn: async () => (await api.get<ListResponse<AvailableSlot>>(availabilityPath('', branch, date, job))).data,
    enabled: branch !== '' && date !== '',
    staleTime: 0,
  });
}

/**
 * The free slots of a branch and date, kept current: a server-sent event stream replaces the list
 * whenever a slot is taken or released elsewhere. Without the stream (not offered, a proxy that
 * buffers, a dropped connection) the list is refetched every 30 seconds instead.
 */
export function useLiveAvailability(branch: string, date: string, job: Pick<BookingJob, 'services'> = NO_JOB) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({ ...availabilityQueryOptions(branch, date, job), refetchInterval: live ? false : POLL_MS });
  // The effect follows the services, not the object that carries them (a new one each render).
  const { services } = job;

  useEffect(() => {
    setLive(false);
    if (branch === '' || date === '' || typeof EventSource === 'undefined') return;
    const { queryKey } = availabilityQueryOptions(branch, date, { services });
    const source = new EventSource(availabilityPath('/stream', branch, date, { services }));
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
  }, [branch, date, services, queryClient]);

  return query;
}
