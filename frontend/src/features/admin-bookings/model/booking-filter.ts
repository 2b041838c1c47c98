import { BOOKING_STATUSES, isCalendarDate, type BookingStatus } from '@dealer/contracts';

/**
 * The Booking History's filters, kept in the address so a view can be shared, reloaded and stepped
 * through with Back and Forward:
 *
 *   /AdminPanel?tab=bookingHistory&date=today&branch=<branch id or name>&status=booked
 *
 * - `date`: `today` (Riyadh's today by the server's clock, whenever the link is opened) or a day `YYYY-MM-DD`; absent: any day.
 * - `branch`: a branch's id (what the filter writes) or its name (a hand-written link), case aside; absent: every branch.
 * - `status`: one of BOOKING_STATUSES; absent: every status.
 * A value that means nothing is dropped rather than emptying the grid.
 */
export interface BookingFilter {
  /** 'today' or a YYYY-MM-DD day; null for any day. */
  date: string | null;
  branch: string | null;
  status: BookingStatus | null;
}

export const FILTER_PARAMS = ['date', 'branch', 'status'] as const;

const isStatus = (value: string | null): value is BookingStatus => (BOOKING_STATUSES as readonly (string | null)[]).includes(value);

export function parseBookingFilter(params: URLSearchParams): BookingFilter {
  const date = params.get('date');
  const branch = params.get('branch')?.trim();
  const status = params.get('status');
  return {
    date: date === 'today' || (date !== null && isCalendarDate(date)) ? date : null,
    branch: branch || null,
    status: isStatus(status) ? status : null,
  };
}

/** The address's query for a filter, keeping the other parameters (the tab) and leaving out what is unset. */
export function withBookingFilter(params: URLSearchParams, filter: BookingFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) {
    const value = filter[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** A branch as the filter knows it: its id and its (English) name, as bookings record it. */
export interface FilterBranch {
  _id: string;
  branchName: string;
}

/** The branch a `branch` value names, by id or by name; undefined when it names none of them. */
export function filterBranch(value: string | null, branches: readonly FilterBranch[]): FilterBranch | undefined {
  if (!value) return undefined;
  const wanted = value.toLocaleLowerCase('en');
  return branches.find((branch) => branch._id === value) ?? branches.find((branch) => branch.branchName.trim().toLocaleLowerCase('en') === wanted);
}

/**
 * The query of GET /api/bookings for a filter: the server judges it, `today` by its own Riyadh clock and
 * the branch by id or name (a name that is no branch answers 400 with a message, rather than all rows).
 */
export function deskQuery(filter: BookingFilter): string {
  const query = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
