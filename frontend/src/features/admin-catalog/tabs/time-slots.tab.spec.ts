import { describe, expect, it } from '@jest/globals';
import type { TimeSlotRow } from '@dealer/contracts';
import { formFromRow, formToInput, validateForm } from '../crud/crud-form.model';
import { sortByMinuteOfDay, timeSlotsTab } from './time-slots.tab';

const slot = (timeSlot: string, minuteOfDay: number, slotIndex: number): TimeSlotRow => ({ _id: timeSlot, timeSlot, minuteOfDay, slotIndex });

describe('Time Slots tab', () => {
  it('shows slots in the order of the day, not alphabetically', () => {
    const rows = [slot('01:00 PM', 780, 5), slot('09:00 AM', 540, 1), slot('12:00 PM', 720, 4)];
    expect(sortByMinuteOfDay(rows).map((row) => row.timeSlot)).toEqual(['09:00 AM', '12:00 PM', '01:00 PM']);
    expect(rows[0].timeSlot).toBe('01:00 PM');
  });

  it('sends the slot index as a number and leaves minuteOfDay to the server', () => {
    const form = formFromRow(timeSlotsTab.fields, slot('01:00 PM', 780, 5));
    expect(formToInput(timeSlotsTab.fields, form)).toEqual({ timeSlot: '01:00 PM', slotIndex: 5 });
  });

  it.each(['1:00 PM', '13:00 PM', '01:00PM', '01:00-PM'])('refuses the label %s', (label) => {
    const form = formFromRow(timeSlotsTab.fields, slot(label, 0, 1));
    expect(validateForm(timeSlotsTab.fields, form)).toEqual({ kind: 'invalid', label: 'timeSlot' });
  });
});
