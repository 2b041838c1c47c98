import { useCallback, useSyncExternalStore } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionCustomer, SessionProbeResponse } from '@dealer/contracts';
import { api } from '../api-client';
import { useContentHydrated, useHydrated } from '../prerender/use-hydrated';
import { browserHintStorage, clearSessionHints, readSessionHints, writeSessionHints } from './session-hints';

export const SESSION_QUERY_KEY = ['session', 'me'] as const;

/** The session's customer, or null when nobody is logged in. The probe never answers 401. */
async function fetchSession(): Promise<SessionCustomer | null> {
  const { customer } = await api.get<SessionProbeResponse>('/api/customers/session');
  if (customer) writeSessionHints(browserHintStorage(), customer);
  else clearSessionHints(browserHintStorage());
  return customer;
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
});

export interface SessionState {
  /** The confirmed customer; null when the server said nobody is logged in or has not answered yet. */
  customer: SessionCustomer | null;
  /** True once the server has answered. */
  confirmed: boolean;
  /** What the menu should show now: the server's answer, or the stored hints until it arrives. */
  looksLoggedIn: boolean;
  isAdmin: boolean;
}

export function useSession(): SessionState {
  // A prerendered page asks once its content is hydrated: the answer changes what the content shows.
  const query = useQuery({ ...sessionQueryOptions, enabled: useContentHydrated() });
  // Prerendered pages are the anonymous page: the stored hints apply once hydrated.
  const hydrated = useHydrated();
  if (query.isSuccess) {
    const customer = query.data;
    return { customer, confirmed: true, looksLoggedIn: customer !== null, isAdmin: customer?.type === 'admin' };
  }
  const hints = hydrated ? readSessionHints(browserHintStorage()) : null;
  return { customer: null, confirmed: false, looksLoggedIn: hints !== null, isAdmin: false };
}

/**
 * Who is logged in as far as the server has said, read when the visitor acts (sends a form) instead of
 * subscribed to. A form that needs it only then is not rendered again each time the session query or
 * the hydration flags change: on a prerendered page that was the whole home page or claim form, two or
 * three times over, in one go each, just after hydration.
 */
export function sessionNow(client: QueryClient): Pick<SessionState, 'customer' | 'confirmed'> {
  const state = client.getQueryState<SessionCustomer | null>(SESSION_QUERY_KEY);
  const confirmed = state?.status === 'success';
  return { customer: confirmed ? (state.data ?? null) : null, confirmed };
}

/**
 * True once the server has confirmed a logged-in customer. Renders again only when that changes, not
 * on each step of the session query (asked, answered "nobody") or of hydration.
 */
export function useConfirmedLogin(): boolean {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  return useSyncExternalStore(
    subscribe,
    () => client.getQueryData<SessionCustomer | null>(SESSION_QUERY_KEY) != null,
    () => false,
  );
}
