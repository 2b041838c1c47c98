/** Every claim query starts with this key, so one invalidation refreshes lists, rows and timelines. */
export const CLAIMS_QUERY_KEY = ['warrantyclaims'] as const;
