import type { AvailableSlot } from '@dealer/contracts';

function isSlotList(value: unknown): value is AvailableSlot[] {
  return (
    Array.isArray(value) &&
    value.every((slot) => typeof slot === 'object' && slot !== null && typeof (slot as AvailableSlot).timeSlot === 'string')
  );
}

/** A live availability event carries the free slots as the list endpoint answers them ({data}) or as a bare list. */
export function slotsFromEvent(text: string): AvailableSlot[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    const list = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as { data?: unknown }).data : parsed;
    return isSlotList(list) ? list : null;
  } catch {
    return null;
  }
}
