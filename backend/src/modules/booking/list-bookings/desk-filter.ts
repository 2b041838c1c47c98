import { BOOKING_MESSAGES, BOOKING_STATUSES, type BookingStatus } from '@dealer/contracts';
import { ApiError } from '../../../core/http/api-error.js';
import { parseBookingDate } from '../../../core/time/riyadh-time.js';

/** What the desk asked for, checked: a day, a branch's name or id still to resolve, a status; null for any. */
export interface DeskFilter {
  date: string | null;
  branch: string | null;
  status: BookingStatus | null;
}

const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Reads the desk's query. `today` is the server's Riyadh date, passed in so the judgement stays pure:
 * a link saved as "today" shows the day it is opened on, whatever the reader's clock says.
 */
export function readDeskFilter(query: { date?: unknown; branch?: unknown; status?: unknown }, today: string): DeskFilter {
  let date: string | null = null;
  if (given(query.date)) {
    date = query.date.trim() === 'today' ? today : parseBookingDate(query.date.trim());
    if (!date) throw new ApiError(400, BOOKING_MESSAGES.badDayFilter);
  } else if (query.date !== undefined && typeof query.date !== 'string') {
    throw new ApiError(400, BOOKING_MESSAGES.badDayFilter);
  }
  let status: BookingStatus | null = null;
  if (given(query.status)) {
    status = (BOOKING_STATUSES as readonly string[]).includes(query.status.trim()) ? (query.status.trim() as BookingStatus) : null;
    if (!status) throw new ApiError(400, BOOKING_MESSAGES.badStatusFilter);
  } else if (query.status !== undefined && typeof query.status !== 'string') {
    throw new ApiError(400, BOOKING_MESSAGES.badStatusFilter);
  }
  if (query.branch !== undefined && typeof query.branch !== 'string') throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
  return { date, branch: given(query.branch) ? query.branch.trim() : null, status };
}
