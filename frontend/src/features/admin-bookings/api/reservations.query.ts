import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, ReservationRow } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

export const RESERVATIONS_QUERY_KEY = ['admin', 'reservations'] as const;

const reservationsQueryOptions = queryOptions({
  queryKey: RESERVATIONS_QUERY_KEY,
  queryFn: async () => (await api.get<ListResponse<ReservationRow>>('/api/managetimeslots/')).data,
});

/** Every reserved slot, from online bookings and from admins. */
export function useReservations() {
  return useQuery(reservationsQueryOptions);
}
