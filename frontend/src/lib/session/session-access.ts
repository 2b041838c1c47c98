import type { CustomerType, SessionCustomer } from '@dealer/contracts';

/**
 * What a page requires: 'customer' lets in any logged-in account, 'staff' the admin area's people
 * (admins, and branch staff whose sections the server scopes to their branches), 'admin' administrators only.
 */
export type Requirement = CustomerType;

export type AccessDecision = 'wait' | 'allow' | 'redirect' | 'error';

interface SessionSnapshot {
  status: 'pending' | 'success' | 'error';
  isFetching: boolean;
  customer: SessionCustomer | null | undefined;
}

/**
 * Decides what a protected page does with the current answer of GET /api/customers/me. A stale
 * "nobody" that is being refetched (for example right after login) must not send the user away.
 */
export function decideAccess(session: SessionSnapshot, requirement: Requirement): AccessDecision {
  const { customer } = session;
  const satisfied = customer != null && (requirement === 'customer' || customer.type === 'admin' || (requirement === 'staff' && customer.type === 'staff'));
  if (satisfied) return 'allow';
  if (session.status === 'pending' || session.isFetching) return 'wait';
  if (session.status === 'error') return 'error';
  return 'redirect';
}
