import { useQuery } from '@tanstack/react-query';
import type { ReservationRow } from '@dealer/contracts';
import { listQueryOptions } from '../../../lib/query/list-query';

export const RESERVATIONS_QUERY_KEY = ['admin', 'reservations'] as const;

const reservationsQueryOptions = listQueryOptions<ReservationRow>(RESERVATIONS_QUERY_KEY, '/api/managetimeslots/');

/** Every reserved slot, from online bookings and from admins. */
export function useReservations() {
  return useQuery(reservationsQueryOptions);
}
