import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableDay, ListResponse } from '@dealer/contracts';
import { api } from '../api-client';
import { availableDaysKey } from './availability-keys';
import { jobParam, NO_JOB, type BookingJob } from './booking-job';

/** How often a month's days are asked again while it is shown: a day fills up as others book. */
const REFRESH_MS = 60_000;

/**
 * Which days of a branch from `from` to `to` can be booked (the calendar's month). Under the
 * availability key, so a booking made, moved or cancelled refreshes the calendar with the times.
 */
export function availableDaysQueryOptions(branch: string, from: string, to: string, job: Pick<BookingJob, 'services'> = NO_JOB) {
  return queryOptions({
    // A day with room for one hour may have none for three.
    queryKey: availableDaysKey(branch, from, to, job),
    queryFn: async () =>
      (await api.get<ListResponse<AvailableDay>>(`/api/availability/days?branch=${encodeURIComponent(branch)}&from=${from}&to=${to}${jobParam(job)}`)).data,
    enabled: branch !== '',
    staleTime: 10_000,
  });
}

export function useAvailableDays(branch: string, from: string, to: string, job: Pick<BookingJob, 'services'> = NO_JOB) {
  return useQuery({ ...availableDaysQueryOptions(branch, from, to, job), refetchInterval: REFRESH_MS });
}
