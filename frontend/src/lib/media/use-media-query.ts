import { useCallback, useSyncExternalStore } from 'react';

/** Phones: below 640 px lists show as cards, the admin's tabs as a menu, toasts at the top. */
export const PHONE_QUERY = '(max-width: 39.99rem)';

/** Whether the media query matches now, following its changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** True below 640 px. */
export function usePhoneScreen(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
