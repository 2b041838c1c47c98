import { describe, expect, it } from '@jest/globals';
import { coveredSlots } from '@dealer/contracts';
import { givenEvents } from '../../../../test/support/decider-spec.js';
import type { BranchFacts } from '../../catalog/index.js';
import { testBranch } from '../shared/branch-facts.fixture.js';
import { slotRules } from '../shared/slot-rules.js';
import { decideSlotDay, evolveSlotDay, initialSlotDay, SlotDecisionError, slotDayOf, type SlotDayCommand, type SlotDayEvent, type SlotRules } from './slot-day.decider.js';

const now = new Date('2026-11-21T06:00:00Z'); // 09:00 in Riyadh
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  capacity: 1,
  waitingLimit: null,
  branchOpen: true,
  withinHours: true,
  openAtStart: true,
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
    // Midnight after the horizon's last day is the next day's first slot: beyond it too.
    const horizonEnd = rules().horizonEnd;
    expect(given([]).when(reserve('r1', { rules: rules({ startsAt: horizonEnd }) })).refusal).toBe('beyondHorizon');
    expect(given([]).when(reserve('r1', { rules: rules({ startsAt: new Date(horizonEnd.getTime() - 60_000) }) })).events).toHaveLength(1);
  });

  it('lets admins record walk-ins outside the calendar, but never over capacity', () => {
    const admin = { source: 'admin' as const, bookingId: null, rules: rules({ branchOpen: false, startsAt: new Date(now.getTime() - 3600_000) }) };
    expect(given([]).when(reserve('r1', admin)).events).toHaveLength(1);
    expect(given([reserved('r0')]).when(reserve('r1', admin)).refusal).toBe('slotFull');
    // Earlier today is a walk-in written down late; yesterday is gone.
    expect(given([]).when(reserve('r1', { ...admin, date: '2026-11-21', rules: rules({ startsAt: new Date('2026-11-21T05:00:00Z') }) })).events).toHaveLength(1);
    expect(given([]).when(reserve('r1', { ...admin, date: '2026-11-20', rules: rules({ startsAt: new Date('2026-11-20T10:00:00Z') }) })).refusal).toBe('slotPast');
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

  describe('jobs of several slots', () => {
    // 09:00 on an hourly grid; a job of `minutes` covers its slots from there.
    const job = (reservationId: string, start: number, minutes: number, over: Partial<SlotRules> = {}) =>
      reserve(reservationId, { slotMinute: start, slotMinutes: coveredSlots(start, minutes, 60), rules: rules(over) });
    const held = (reservationId: string, start: number, minutes: number): SlotDayEvent => ({
      type: 'SlotReserved',
      data: { reservationId, ...place, slotMinute: start, timeSlot: 'any', slotMinutes: coveredSlots(start, minutes, 60), bookingId: null, source: 'booking', waiting: false, contact },
    });

    it('refuses a 3-slot job when its second slot is full, and takes it when all three are free', () => {
      expect(given([reserved('r1', 600)]).when(job('r2', 540, 180)).refusal).toBe('slotFull');
      expect(given([reserved('r1', 720)]).when(job('r2', 540, 180)).events).toEqual([
        { type: 'SlotReserved', data: expect.objectContaining({ reservationId: 'r2', slotMinute: 540, slotMinutes: [540, 600, 660] }) },
      ]);
    });

    it('rounds a job up to whole slots: 90 minutes hold two', () => {
      expect(given([reserved('r1', 600)]).when(job('r2', 540, 90)).refusal).toBe('slotFull');
      expect(given([reserved('r1', 660)]).when(job('r2', 540, 90)).events).toHaveLength(1);
    });

    it('counts a long job in every slot it covers, not only where it starts', () => {
      const longJob = held('r1', 540, 180);
      expect(given([longJob]).when(job('r2', 660, 60)).refusal).toBe('slotFull');
      expect(given([longJob]).when(job('r2', 720, 60)).events).toHaveLength(1);
      expect(given([longJob]).when(job('r2', 660, 60, { capacity: 2 })).events).toHaveLength(1);
      expect(given([longJob, { type: 'SlotReleased', data: { reservationId: 'r1', reason: 'cancelled' } }]).when(job('r2', 660, 60)).events).toHaveLength(1);
    });

    it('reads a reservation from before durations as holding its start alone', () => {
      expect(given([reserved('r1', 540)]).state.reservations['r1']?.slotMinutes).toEqual([540]);
      expect(given([reserved('r1', 540)]).when(job('r2', 600, 60)).events).toHaveLength(1);
    });
  });

  describe("the branch's hours, as slotRules reads them", () => {
    // Long before the dates below, with a horizon that reaches them.
    const early = new Date('2026-11-21T06:00:00Z');
    const at = (branch: BranchFacts, date: string, start: number, minutes = 60) =>
      given([]).when(reserve('r1', { date, slotMinute: start, slotMinutes: coveredSlots(start, minutes, 60), rules: slotRules(branch, date, start, early, 500, minutes) }));
    const regular = testBranch(); // Saturday to Thursday 08:00–22:00
    const ramadanNights = testBranch({ hours: { ...regular.hours, ramadan: { opens: 20 * 60, closes: 26 * 60 } } });

    it('refuses work that would run past closing, and takes the same start for a shorter job', () => {
      expect(at(regular, '2026-11-22', 21 * 60, 120).refusal).toBe('pastClosing');
      expect(at(regular, '2026-11-22', 20 * 60, 120).events).toHaveLength(1);
      expect(at(regular, '2026-11-22', 21 * 60, 60).events).toHaveLength(1);
      // A start before opening or at closing is refused for the hours it is outside, not for a closing it would run past.
      expect(at(regular, '2026-11-22', 7 * 60).refusal).toBe('outsideHours');
      expect(at(regular, '2026-11-22', 22 * 60).refusal).toBe('outsideHours');
      expect(at(regular, '2026-11-27', 10 * 60).refusal).toBe('branchClosed'); // a Friday
    });

    it('uses Ramadan hours on a Ramadan day (1448: 2027-02-08 to 2027-03-08), night work included', () => {
      expect(at(ramadanNights, '2027-02-20', 23 * 60).events).toHaveLength(1);
      expect(at(ramadanNights, '2027-02-20', 10 * 60).refusal).toBe('outsideHours');
      // Work may not cross midnight: 23:00 for two hours runs into the next date's slot-day.
      expect(at(ramadanNights, '2027-02-20', 23 * 60, 120).refusal).toBe('pastClosing');
      // The night of Saturday the 20th runs to 02:00 on Sunday the 21st.
      expect(at(ramadanNights, '2027-02-21', 60).events).toHaveLength(1);
      expect(at(ramadanNights, '2027-02-21', 2 * 60).refusal).toBe('outsideHours');
    });

    it('uses the regular hours on the days either side of Ramadan', () => {
      for (const date of ['2027-02-07', '2027-03-09']) {
        expect([date, at(ramadanNights, date, 10 * 60).refusal]).toEqual([date, undefined]);
        expect([date, at(ramadanNights, date, 23 * 60).refusal]).toEqual([date, 'outsideHours']);
      }
    });

    it('uses special hours for their dates, and closes where they say closed', () => {
      const holiday = testBranch({
        hours: {
          ...regular.hours,
          special: [
            { from: '2026-12-01', to: '2026-12-02', hours: { opens: 10 * 60, closes: 15 * 60 } },
            { from: '2026-12-03', to: '2026-12-03', hours: null },
          ],
        },
      });
      expect(at(holiday, '2026-12-01', 9 * 60).refusal).toBe('outsideHours');
      expect(at(holiday, '2026-12-02', 14 * 60).events).toHaveLength(1);
      expect(at(holiday, '2026-12-02', 14 * 60, 120).refusal).toBe('pastClosing');
      expect(at(holiday, '2026-12-03', 10 * 60).refusal).toBe('branchClosed');
      expect(at(holiday, '2026-11-30', 20 * 60, 120).events).toHaveLength(1);
    });
  });
});
