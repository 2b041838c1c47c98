import type { TimeSlotInput, TimeSlotRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

/** The spec's slot label: 12-hour time with a leading zero, e.g. '01:00 PM'. */
const SLOT_LABEL_PATTERN = /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;

/** Slots in the order of the day, whatever order they were added in. */
export function sortByMinuteOfDay(rows: TimeSlotRow[]): TimeSlotRow[] {
  return [...rows].sort((a, b) => a.minuteOfDay - b.minuteOfDay);
}

export const timeSlotsTab: CrudTabSpec<TimeSlotRow, TimeSlotInput> = {
  tab: 'timeSlots',
  resource: 'timeslots',
  fields: [
    {
      name: 'timeSlot',
      kind: 'time',
      required: true,
      hint: 'timeSlot',
      placeholder: '01:00 PM',
      pattern: SLOT_LABEL_PATTERN,
    },
    { name: 'slotIndex', kind: 'number', required: true, hint: 'slotIndex', min: 0, step: 1 },
  ],
  columns: [
    // Sorting by the label would put 01:00 PM before 09:00 AM; the minute of the day is the real order.
    { field: 'timeSlot', kind: 'ltr', sortBy: (row) => row.minuteOfDay },
    { field: 'slotIndex', kind: 'number' },
  ],
  rowLabel: (row) => row.timeSlot,
  sortRows: sortByMinuteOfDay,
};
