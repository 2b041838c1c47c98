import { useQuery } from '@tanstack/react-query';
import type { ContactInfoRow } from '@dealer/contracts';
import { listQueryOptions } from '../query/list-query';

/**
 * GET /api/contactInfo/: the first row is the site's own (its postal address among the rest). Kept
 * under the admin tab's key, so saving there refreshes it.
 */
export const contactInfoQueryOptions = listQueryOptions<ContactInfoRow>(['catalog', 'contactInfo'], '/api/contactInfo/', { staleTime: 10 * 60_000 });

export function useSiteContactInfo(): ContactInfoRow | undefined {
  return useQuery(contactInfoQueryOptions).data?.[0];
}
