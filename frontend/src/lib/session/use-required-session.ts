import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../router';
import type { SessionCustomer } from '@dealer/contracts';
import { decideAccess, type AccessDecision, type Requirement } from './session-access';
import { sessionQueryOptions } from './session.query';

interface RequiredSession {
  decision: AccessDecision;
  customer: SessionCustomer | null;
  error: Error | null;
  retry: () => void;
}

/**
 * Guards a page on the server's view of the session. Customers without a session go to /login and
 * come back afterwards; anyone else on an admin-area page goes home, as the spec's admin check does.
 */
export function useRequiredSession(requirement: Requirement): RequiredSession {
  const query = useQuery(sessionQueryOptions);
  const navigate = useNavigate();
  const location = useLocation();
  const decision = decideAccess(
    { status: query.status, isFetching: query.isFetching, customer: query.data },
    requirement,
  );

  useEffect(() => {
    if (decision !== 'redirect') return;
    if (requirement !== 'customer') navigate('/', { replace: true });
    else navigate('/login', { replace: true, state: { from: location.pathname } });
  }, [decision, requirement, navigate, location.pathname]);

  return {
    decision,
    customer: decision === 'allow' ? (query.data ?? null) : null,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
