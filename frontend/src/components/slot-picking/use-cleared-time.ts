import { useEffect, useRef, useState } from 'react';
import type { AvailableSlot } from '@dealer/contracts';

/** Why a chosen time was cleared: taken elsewhere, or no room left for the services chosen since. */
export type ClearedTime = 'taken' | 'jobChanged' | null;

interface SlotsState {
  data: readonly AvailableSlot[] | undefined;
  isSuccess: boolean;
  isFetching: boolean;
}

/**
 * Clears the chosen time once the branch no longer offers it, instead of failing on submit, and says
 * why: another customer took it, or the services changed and the longer job no longer fits there.
 * `keep` stays chosen although not offered (the reservation being edited).
 */
export function useClearedTime(value: string, onValueChange: (value: string) => void, slots: SlotsState, services: string, keep?: string): ClearedTime {
  const [cleared, setCleared] = useState<ClearedTime>(null);
  const lastValue = useRef(value);
  const servicesWhenChosen = useRef(services);

  useEffect(() => {
    // A new choice ends the note; clearing the time must not.
    if (value !== lastValue.current && value !== '') {
      setCleared(null);
      servicesWhenChosen.current = services;
    }
    lastValue.current = value;
  }, [value, services]);

  useEffect(() => {
    if (!value || value === keep || !slots.isSuccess || slots.isFetching) return;
    if (slots.data?.some((slot) => slot.timeSlot === value && slot.free > 0)) {
      // Still offered for these services: a later loss is someone else's booking.
      servicesWhenChosen.current = services;
      return;
    }
    onValueChange('');
    setCleared(servicesWhenChosen.current === services ? 'taken' : 'jobChanged');
  }, [value, keep, slots.isSuccess, slots.isFetching, slots.data, services, onValueChange]);

  return cleared;
}
