import { describe, expect, it } from '@jest/globals';
import { labelFromMinuteOfDay, minuteOfDayFromClock, minuteOfDayFromLabel } from './time-slot.js';

describe('slot labels', () => {
  it.each([
    ['12:00 AM', 0],
    ['01:00 AM', 60],
    ['11:30 AM', 690],
    ['12:00 PM', 720],
    ['01:00 PM', 780],
    ['09:45 PM', 21 * 60 + 45],
    ['11:59 PM', 1439],
  ])('%s is minute %i, and back', (label, minute) => {
    expect(minuteOfDayFromLabel(label)).toBe(minute);
    expect(labelFromMinuteOfDay(minute)).toBe(label);
  });

  it.each(['1:00 PM', '13:00 PM', '00:30 AM', '01:60 PM', '01:00', '01:00 pm ', 'noon', ''])('refuses %p', (label) => {
    expect(minuteOfDayFromLabel(label)).toBeNull();
  });

  it('reads the branch form format', () => {
    expect(minuteOfDayFromClock('08:00-AM')).toBe(480);
    expect(minuteOfDayFromClock('10:00-PM')).toBe(1320);
    expect(minuteOfDayFromClock('8:00-AM')).toBeNull();
  });
});
