/**
 * The query keys that more than one feature touches: a booking made, moved or cancelled in one place
 * must refresh the lists and the free slots shown in others. Every query of a kind starts with its key,
 * so one invalidation refreshes them all.
 */
export const BOOKINGS_QUERY_KEY = ['bookings'] as const;
export const CLAIMS_QUERY_KEY = ['warrantyclaims'] as const;
export const AVAILABILITY_QUERY_KEY = ['availability'] as const;
export const WAITLIST_QUERY_KEY = ['waitlist'] as const;
