/** Every booking list and timeline sits under this key, so one invalidation refreshes them all. */
export const BOOKINGS_QUERY_KEY = ['bookings'] as const;
