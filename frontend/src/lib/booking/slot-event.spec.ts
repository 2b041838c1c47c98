import { describe, expect, it } from '@jest/globals';
import { slotsFromEvent } from './slot-event';

const slot = { timeSlot: '10:00 AM', slotIndex: 3, minuteOfDay: 600, free: 1 };

describe('slotsFromEvent', () => {
  it('reads the list endpoint shape and a bare list', () => {
    expect(slotsFromEvent(JSON.stringify({ data: [slot] }))).toEqual([slot]);
    expect(slotsFromEvent(JSON.stringify([slot]))).toEqual([slot]);
    expect(slotsFromEvent(JSON.stringify({ data: [] }))).toEqual([]);
  });

  it('ignores anything else', () => {
    expect(slotsFromEvent('ping')).toBeNull();
    expect(slotsFromEvent(JSON.stringify({ data: [{ free: 1 }] }))).toBeNull();
  });
});
