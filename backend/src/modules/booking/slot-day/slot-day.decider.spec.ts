import { describe, expect, it } from '@jest/globals';
import { givenEvents } from '../../../../test/support/decider-spec.js';
import { decideSlotDay, evolveSlotDay, initialSlotDay, SlotDecisionError, slotDayOf, type SlotDayCommand, type SlotDayEvent, type SlotRules } from './slot-day.decider.js';

const now = new Date('2026-11-21T06:00:00Z'); // 09:00 in Riyadh
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  capacity: 1,
  waitingLimit: null,
  branchOpen: true,
  withinHours: true,
  startsAt: new Date('2026-11-22T10:00:00Z'),
  now,
  horizonEnd: new Date('2027-01-20T21:00:00Z'),
  ...over,
});
const place = { branchId: 'b1', branchName: 'Riyadh - Al Olaya', date: '2026-11-22' };
const contact = { firstName: 'Sara', lastName: 'Q', email: 's@example.com', phoneNumber: '+966551234567' };
const reserve = (reservationId: string, over: Partial<Extract<SlotDayCommand, { type: 'ReserveSlot' }>> = {}): SlotDayCommand => ({
  type: 'ReserveSlot',
  reservationId,
  ...place,
  slotMinute: 780,
  timeSlot: '01:00 PM',
  bookingId: `booking-of-${reservationId}`,
  source: 'booking',
  waiting: false,
  contact,
  rules: rules(),
  ...over,
});

const given = givenEvents({ initial: initialSlotDay, evolve: evolveSlotDay, decide: decideSlotDay, refusal: SlotDecisionError });
const reserved = (reservationId: string, slotMinute = 780, waiting = false): SlotDayEvent => ({
  type: 'SlotReserved',
  data: { reservationId, ...place, slotMinute, timeSlot: '01:00 PM', bookingId: null, source: 'booking', waiting, contact },
});

describe('slot-day decider', () => {
  it('reserves a free slot', () => {
    const result = given([]).when(reserve('r1'));
    expect(result.events).toEqual([{ type: 'SlotReserved', data: { reservationId: 'r1', ...place, slotMinute: 780, timeSlot: '01:00 PM', bookingId: 'booking-of-r1', source: 'booking', waiting: false, contact } }]);
  });

  it('refuses a full slot and accepts up to the bays', () => {
    expect(given([reserved('r1')]).when(reserve('r2')).refusal).toBe('slotFull');
    expect(given([reserved('r1')]).when(reserve('r2', { rules: rules({ capacity: 2 }) })).events).toHaveLength(1);
    expect(given([reserved('r1'), reserved('r2')]).when(reserve('r3', { rules: rules({ capacity: 2 }) })).refusal).toBe('slotFull');
  });

  it('counts only the same slot of the day', () => {
    expect(given([reserved('r1', 720)]).when(reserve('r2')).events).toHaveLength(1);
  });

  it('frees a slot when its reservation is released', () => {
    expect(given([reserved('r1'), { type: 'SlotReleased', data: { reservationId: 'r1', reason: 'cancelled' } }]).when(reserve('r2')).events).toHaveLength(1);
  });

  it('refuses closed days, past slots and dates beyond the horizon for bookings', () => {
    expect(given([]).when(reserve('r1', { rules: rules({ branchOpen: false }) })).refusal).toBe('branchClosed');
    expect(given([]).when(reserve('r1', { rules: rules({ startsAt: now }) })).refusal).toBe('slotPast');
    expect(given([]).when(reserve('r1', { rules: rules({ startsAt: new Date('2027-02-01T10:00:00Z') }) })).refusal).toBe('beyondHorizon');
  });

  it('lets admins record walk-ins outside the calendar, but never over capacity', () => {
    const admin = { source: 'admin' as const, bookingId: null, rules: rules({ branchOpen: false, startsAt: new Date(now.getTime() - 3600_000) }) };
    expect(given([]).when(reserve('r1', admin)).events).toHaveLength(1);
    expect(given([reserved('r0')]).when(reserve('r1', admin)).refusal).toBe('slotFull');
  });

  it('limits waiting customers per slot when the branch sets a limit', () => {
    const waiting = { waiting: true, rules: rules({ capacity: 3, waitingLimit: 1 }) };
    expect(given([reserved('r1', 780, true)]).when(reserve('r2', waiting)).refusal).toBe('waitingFull');
    expect(given([reserved('r1', 780, true)]).when(reserve('r2', { ...waiting, waiting: false })).events).toHaveLength(1);
  });

  it('treats a repeated reservation as done', () => {
    expect(given([reserved('r1')]).when(reserve('r1')).events).toEqual([]);
  });

  it('releases only what is reserved', () => {
    expect(given([reserved('r1')]).when({ type: 'ReleaseSlot', reservationId: 'r1', reason: 'cancelled' }).events).toEqual([{ type: 'SlotReleased', data: { reservationId: 'r1', reason: 'cancelled' } }]);
    expect(given([]).when({ type: 'ReleaseSlot', reservationId: 'r1', reason: 'cancelled' }).refusal).toBe('reservationNotFound');
  });

  it('reads branch ids with dashes and the date from slot-day stream ids', () => {
    const branch = '6f1c2a4e-9b7d-4c1e-8f3a-2d5b7e9c1a0f';
    expect(slotDayOf(`slots-${branch}-2026-11-22`)).toEqual({ branchId: branch, date: '2026-11-22' });
    expect(slotDayOf(`booking-${branch}`)).toBeNull();
  });
});
