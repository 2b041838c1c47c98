import { AVAILABILITY_QUERY_KEY } from '../query-keys';
import { jobKey, type BookingJob } from './booking-job';

/**
 * The keys of the availability questions. A job of other services has other starts and days, so the
 * services are part of each key; all stay under the availability key, so a booking made, moved or
 * cancelled anywhere refreshes every job's answer.
 */
export function availabilityKey(branch: string, date: string, job: Pick<BookingJob, 'services'>) {
  return [...AVAILABILITY_QUERY_KEY, branch, date, jobKey(job)] as const;
}

export function availableDaysKey(branch: string, from: string, to: string, job: Pick<BookingJob, 'services'>) {
  return [...AVAILABILITY_QUERY_KEY, 'days', branch, from, to, jobKey(job)] as const;
}
