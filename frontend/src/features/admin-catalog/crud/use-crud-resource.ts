import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogResource, CatalogWriteResponse, ListResponse, MessageResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

export const catalogQueryKey = (resource: CatalogResource) => ['catalog', resource] as const;

const collectionPath = (resource: CatalogResource) => `/api/${resource}/`;
const itemPath = (resource: CatalogResource, id: string) => `/api/${resource}/${encodeURIComponent(id)}`;

export function catalogListOptions<TRow>(resource: CatalogResource) {
  return queryOptions({
    queryKey: catalogQueryKey(resource),
    queryFn: async () => (await api.get<ListResponse<TRow>>(collectionPath(resource))).data,
  });
}

/** List, create, update and delete of one catalog resource; every write reloads the list. */
export function useCrudResource<TRow, TInput>(resource: CatalogResource) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: catalogQueryKey(resource) });

  const list = useQuery(catalogListOptions<TRow>(resource));
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string; body: TInput }) =>
      id
        ? api.put<CatalogWriteResponse>(itemPath(resource, id), body)
        : api.post<CatalogWriteResponse>(collectionPath(resource), body),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(itemPath(resource, id)),
    onSuccess: invalidate,
  });
  return { list, save, remove };
}
