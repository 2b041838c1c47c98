import { useEffect, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOARD_CHANGED_EVENT, type DayBoard } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

/** How often the board is read again while no live stream is connected. */
const POLL_MS = 30_000;

function boardPath(kind: '' | '/stream', branchId: string, date: string): string {
  // No date: the server's today in Riyadh.
  return `/api/board${kind}?branch=${encodeURIComponent(branchId)}${date ? `&date=${encodeURIComponent(date)}` : ''}`;
}

/** Under the bookings' key: a booking changed anywhere in this tab refreshes the board too. */
export function dayBoardQueryOptions(branchId: string, date: string) {
  return queryOptions({
    queryKey: [...BOOKINGS_QUERY_KEY, 'board', branchId, date] as const,
    queryFn: () => api.get<DayBoard>(boardPath('', branchId, date)),
    enabled: branchId !== '',
    staleTime: 0,
  });
}

/**
 * A branch's day, kept current: the server's event stream says when anything of that day is recorded
 * (by anyone, anywhere), and the board is read again. Without the stream it is read every 30 seconds.
 */
export function useLiveDayBoard(branchId: string, date: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({ ...dayBoardQueryOptions(branchId, date), refetchInterval: live ? false : POLL_MS });

  useEffect(() => {
    setLive(false);
    if (branchId === '' || typeof EventSource === 'undefined') return;
    const { queryKey } = dayBoardQueryOptions(branchId, date);
    const refresh = () => void queryClient.invalidateQueries({ queryKey });
    const source = new EventSource(boardPath('/stream', branchId, date));
    source.onopen = () => {
      setLive(true);
      // Whatever happened while the stream was away.
      refresh();
    };
    source.addEventListener(BOARD_CHANGED_EVENT, refresh);
    source.onerror = () => {
      // The browser reconnects by itself unless the stream is refused; poll until it is back.
      setLive(false);
      if (source.readyState === EventSource.CLOSED) source.close();
    };
    return () => source.close();
  }, [branchId, date, queryClient]);

  return query;
}
