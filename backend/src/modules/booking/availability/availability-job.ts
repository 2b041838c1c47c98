import { AVAILABILITY_MAX_SERVICES, BOOKING_MESSAGES, MAX_SERVICE_MINUTES, jobMinutes } from '@dealer/contracts';
import { ApiError } from '../../../core/http/api-error.js';
import type { CatalogSnapshot } from '../../catalog/index.js';
import type { JobLength } from '../slot-day/slot-day.toolkit.js';

/**
 * The job an availability query asks about, from its optional `services` (comma-separated service
 * ids) or `minutes`; neither gives one slot of the grid, as a booking without services takes. An empty
 * parameter counts as absent, as forms send them so. Throws the 400 a bad parameter deserves.
 */
export function jobOfQuery(snapshot: Pick<CatalogSnapshot, 'serviceMinutesById' | 'slotLength'>, servicesQuery: unknown, minutesQuery: unknown): JobLength {
  const services = given(servicesQuery);
  const minutes = given(minutesQuery);
  const { slotLength } = snapshot;
  if (services !== undefined && minutes !== undefined) throw new ApiError(400, BOOKING_MESSAGES.servicesOrMinutes);
  if (minutes !== undefined) {
    // Digits only: Number() would take '1e2', ' 60' or '0x3c'.
    const value = typeof minutes === 'string' && /^\d{1,4}$/.test(minutes) ? Number(minutes) : NaN;
    if (!(value >= 1 && value <= MAX_SERVICE_MINUTES)) throw new ApiError(400, BOOKING_MESSAGES.badMinutes);
    return { minutes: value, slotLength };
  }
  if (services === undefined) return { minutes: slotLength, slotLength };
  if (typeof services !== 'string') throw new ApiError(400, BOOKING_MESSAGES.unknownServices);
  const ids = services.split(',').map((id) => id.trim().toLowerCase());
  if (ids.length > AVAILABILITY_MAX_SERVICES) {
    const max = String(AVAILABILITY_MAX_SERVICES);
    const { en, ar } = BOOKING_MESSAGES.tooManyServices;
    throw new ApiError(400, { en: en.replace('{max}', max), ar: ar.replace('{max}', max) });
  }
  const durations = ids.map((id) => snapshot.serviceMinutesById.get(id));
  if (durations.some((d) => d === undefined)) throw new ApiError(400, BOOKING_MESSAGES.unknownServices);
  return { minutes: jobMinutes(durations as number[], slotLength), slotLength };
}

function given(value: unknown): unknown {
  return value === undefined || value === '' ? undefined : value;
}
