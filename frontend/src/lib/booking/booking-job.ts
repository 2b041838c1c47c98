import { DEFAULT_SERVICE_MINUTES, formatSlotTime, minuteOfDayFromLabel, type Lang, type ServiceRow } from '@dealer/contracts';

/**
 * The work a booking asks for, as the availability questions need it: the chosen services' ids (sorted
 * and comma separated, so the order of ticking never makes another query) and their summed minutes.
 * No services: '' and 0, and the server answers for one slot as before durations.
 */
export interface BookingJob {
  services: string;
  minutes: number;
}

export const NO_JOB: BookingJob = { services: '', minutes: 0 };

/** A catalog service as the job needs it; its duration arrives with the scheduling release (60 minutes until then). */
type TimedService = Pick<ServiceRow, '_id' | 'serviceName'> & { durationMinutes?: number };

/** The job of the services chosen by name; a name the catalog no longer has adds nothing. */
export function bookingJob(catalog: readonly TimedService[], names: readonly string[]): BookingJob {
  const chosen = catalog.filter((row) => names.includes(row.serviceName));
  if (chosen.length === 0) return NO_JOB;
  const minutes = chosen.reduce((sum, row) => sum + (row.durationMinutes ?? DEFAULT_SERVICE_MINUTES), 0);
  return { services: chosen.map((row) => row._id).sort().join(','), minutes };
}

/** The job's part of an availability address ('&services=a,b'), or '' for none. */
export function jobParam(job: Pick<BookingJob, 'services'>): string {
  return job.services === '' ? '' : `&services=${encodeURIComponent(job.services)}`;
}

/** The job's part of a query key: the same services give the same key, so react-query reuses the answer. */
export function jobKey(job: Pick<BookingJob, 'services'>): string {
  return job.services;
}

/** A job's start and end as the site writes times ('09:00 AM', '12:00 PM'); no end without a length. */
export function timeRange(time: string, minutes: number | undefined, lang: Lang): { start: string; end: string | null } {
  const start = minuteOfDayFromLabel(time);
  if (start === null || !minutes || minutes <= 0) return { start: formatSlotTime(time, lang), end: null };
  // A job never crosses midnight, but a night opening's end reads as the clock shows it.
  return { start: formatSlotTime(time, lang), end: formatSlotTime((start + minutes) % (24 * 60), lang) };
}

/** The times a job starting at `time` (a spec label, '09:00 AM') takes: '09:00 AM – 12:00 PM'; the start alone without a length. */
export function timeRangeLabel(time: string, minutes: number | undefined, lang: Lang): string {
  const { start, end } = timeRange(time, minutes, lang);
  return end === null ? start : `${start} – ${end}`;
}

/** Which wording says a job's length, and its number: grammar differs in Arabic for one, two, 3–10 and more hours. */
export type DurationWording = { key: 'minutes' | 'hour' | 'twoHours' | 'hours' | 'manyHours'; count: number };

/** A job's length as a person says it: minutes under an hour, else hours to the nearest half hour. */
export function durationWording(minutes: number): DurationWording {
  if (minutes < 60) return { key: 'minutes', count: minutes };
  const hours = Math.round(minutes / 30) / 2;
  if (hours === 1) return { key: 'hour', count: 1 };
  if (hours === 2) return { key: 'twoHours', count: 2 };
  return { key: Number.isInteger(hours) && hours <= 10 ? 'hours' : 'manyHours', count: hours };
}

/** A booking's length as recorded, or undefined for a booking read from a server that does not say it yet. */
export function bookedMinutes(row: { durationMinutes?: number }): number | undefined {
  return typeof row.durationMinutes === 'number' && row.durationMinutes > 0 ? row.durationMinutes : undefined;
}
