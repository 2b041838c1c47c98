import { useCallback, useState } from 'react';

/**
 * The row whose details are open. It is looked up in the loaded rows each render, so the details
 * follow the list: a status change shows at once in both. With `headingId`, choosing scrolls there.
 */
export function useChosenRow<T extends { _id: string }>(rows: readonly T[] | undefined, headingId?: string) {
  const [chosenId, setChosenId] = useState('');
  const chosen = rows?.find((row) => row._id === chosenId) ?? null;

  const choose = useCallback(
    (row: T) => {
      setChosenId(row._id);
      if (headingId) requestAnimationFrame(() => document.getElementById(headingId)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    },
    [headingId],
  );
  const close = useCallback(() => setChosenId(''), []);

  return { chosen, choose, close };
}
