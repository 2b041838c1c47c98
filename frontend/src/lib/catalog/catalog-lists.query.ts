import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ListResponse,
  LocationRow,
  ModelRow,
  PackageRow,
  ServiceRow,
  TransmissionRow,
  VehicleRow,
} from '@dealer/contracts';
import { api } from '../api-client';

/** The catalog lists the booking form chooses from; they change rarely. */
interface CatalogLists {
  vehicles: VehicleRow;
  models: ModelRow;
  transmissions: TransmissionRow;
  locations: LocationRow;
  services: ServiceRow;
  packages: PackageRow;
}

export type CatalogList = keyof CatalogLists;

/** The lists the home page's booking form shows. */
export const BOOKING_FORM_LISTS = ['vehicles', 'models', 'transmissions', 'locations', 'services'] as const satisfies readonly CatalogList[];

export function catalogListQueryOptions<K extends CatalogList>(list: K) {
  return queryOptions({
    queryKey: ['catalog', list] as const,
    queryFn: async () => (await api.get<ListResponse<CatalogLists[K]>>(`/api/${list}/`)).data,
    staleTime: 5 * 60_000,
  });
}

export function useCatalogList<K extends CatalogList>(list: K) {
  return useQuery(catalogListQueryOptions(list));
}

/** How many branches the site has, from the branch list (undefined until it loads): counts shown to visitors come from the data. */
export function useBranchCount(): number | undefined {
  return useCatalogList('locations').data?.length || undefined;
}
