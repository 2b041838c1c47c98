/**
 * localStorage key of the claim a logged-out visitor filled in (spec: the pending warranty claim).
 * A module of its own so the home route can look for a waiting claim without loading the claim code.
 */
export const PENDING_CLAIM_KEY = 'pendingWarrantyClaim';
