import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from '../crud/use-crud-resource';

export const contactsQueryOptions = queryOptions({
  queryKey: catalogQueryKey('contacts'),
  queryFn: async () => (await api.get<ContactListResponse>('/api/contacts/')).contacts,
});

export function useContacts() {
  return useQuery(contactsQueryOptions);
}
