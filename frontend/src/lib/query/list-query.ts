import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ListResponse } from '@dealer/contracts';
import { api } from '../api-client';

interface ListQuerySettings {
  staleTime?: number;
  enabled?: boolean;
}

/** The query of a GET that answers a list (`{ data: rows }`): the rows, kept under `queryKey`. */
export function listQueryOptions<Row>(queryKey: QueryKey, path: string, settings: ListQuerySettings = {}) {
  return queryOptions({
    queryKey,
    queryFn: async () => (await api.get<ListResponse<Row>>(path)).data,
    ...settings,
  });
}
