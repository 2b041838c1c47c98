import { describe, expect, it } from '@jest/globals';
import { givenEvents } from '../../../../test/support/decider-spec.js';
import { evolveSlotDay, initialSlotDay, SlotDecisionError, type SlotDayEvent, type SlotRules, type WaitlistEntryData } from './slot-day.decider.js';
import { decideWaitlist, WaitlistDecisionError, type OfferContext, type WaitlistCommand } from './waitlist.decider.js';

const now = new Date('2026-11-21T06:00:00Z'); // 09:00 in Riyadh, the day before
const date = '2026-11-22';
const HOUR = 60;
// Hourly grid 08:00–15:00; the branch closes at 16:00.
const starts = Array.from({ length: 8 }, (_, i) => ({ minute: (8 + i) * HOUR, timeSlot: `${8 + i}:00` }));
const contact = { firstName: 'Sara', lastName: 'Q', email: 's@example.com', phoneNumber: '+966551234567' };

function context(over: Partial<OfferContext> = {}, capacity = 1): OfferContext {
  let next = 0;
  return {
    now,
    holdMinutes: 15,
    starts,
    rulesFor: (slotMinute, minutes): SlotRules => ({
      capacity,
      waitingLimit: null,
      branchOpen: true,
      withinHours: slotMinute + minutes <= 16 * HOUR,
      openAtStart: slotMinute >= 8 * HOUR && slotMinute < 16 * HOUR,
      startsAt: new Date(Date.UTC(2026, 10, 22, 0, slotMinute - 3 * HOUR)),
      now,
      horizonEnd: new Date('2027-01-20T21:00:00Z'),
    }),
    newHoldId: () => `hold-${++next}`,
    ...over,
  };
}

const entry = (entryId: string, windowStart: number, windowEnd: number, minutes = HOUR, customerId = `customer-${entryId}`): WaitlistEntryData => ({
  entryId,
  customerId,
  branchId: 'b1',
  branchName: 'Riyadh - Olaya',
  branchNameAr: 'الرياض - العليا',
  date,
  windowStart,
  windowEnd,
  windowStartLabel: `${windowStart / HOUR}:00`,
  windowEndLabel: `${windowEnd / HOUR}:00`,
  minutes,
  slotLength: HOUR,
  contact: { ...contact, email: `${entryId}@example.com` },
  lang: 'ar',
  booking: { vehicleType: 'Toyota', model: '2022', transmission: 'Automatic', waitingStatus: 'Dropping Off Vehicle', serviceDetails: ['AC Service'], serviceDetailsAr: [''], vehicleTypeAr: '', transmissionAr: '', offer: '', isListed: false },
  joinedAt: now.toISOString(),
});

const booked = (reservationId: string, slotMinute: number, slots = 1): Extract<SlotDayEvent, { type: 'SlotReserved' }> => ({
  type: 'SlotReserved',
  data: {
    reservationId,
    branchId: 'b1',
    branchName: 'Riyadh - Olaya',
    date,
    slotMinute,
    timeSlot: 'x',
    slotMinutes: Array.from({ length: slots }, (_, i) => slotMinute + i * HOUR),
    bookingId: reservationId,
    source: 'booking',
    waiting: false,
    contact,
  },
});
/** Every start of the day taken by one booking each (capacity 1). */
const fullDay = starts.map((s, i) => booked(`b${i}`, s.minute));
const joined = (data: WaitlistEntryData): SlotDayEvent => ({ type: 'WaitlistJoined', data });

function given(events: SlotDayEvent[], over: Partial<OfferContext> = {}, capacity = 1) {
  const ctx = context(over, capacity);
  return givenEvents({ initial: initialSlotDay, evolve: evolveSlotDay, decide: (command: WaitlistCommand, state) => decideWaitlist(command, state, ctx), refusal: WaitlistDecisionError })(events);
}

const heldTypes = (events: SlotDayEvent[]) => events.map((e) => e.type);
const holdOf = (events: SlotDayEvent[]) => events.find((e): e is Extract<SlotDayEvent, { type: 'SlotHeld' }> => e.type === 'SlotHeld')?.data;

describe('waitlist decider', () => {
  it('joins the line only when no start in the window is free', () => {
    expect(given(fullDay).when({ type: 'JoinWaitlist', entry: entry('e1', 10 * HOUR, 12 * HOUR) }).events).toEqual([joined(entry('e1', 10 * HOUR, 12 * HOUR))]);
    // 13:00 is free: book it instead.
    expect(given(fullDay.filter((e) => e.data.reservationId !== 'b5')).when({ type: 'JoinWaitlist', entry: entry('e1', 10 * HOUR, 13 * HOUR) }).refusal).toBe('placeFree');
  });

  it('refuses a window the calendar never allows, for its reason', () => {
    // 15:00 is the last start and a two-hour job would run past closing.
    expect(() => given(fullDay).when({ type: 'JoinWaitlist', entry: entry('e1', 15 * HOUR, 15 * HOUR, 2 * HOUR) })).toThrow(new SlotDecisionError('pastClosing'));
  });

  it('refuses a second entry of the same customer on the same day', () => {
    expect(given([...fullDay, joined(entry('e1', 10 * HOUR, 12 * HOUR, HOUR, 'c1'))]).when({ type: 'JoinWaitlist', entry: entry('e2', 8 * HOUR, 9 * HOUR, HOUR, 'c1') }).refusal).toBe('alreadyWaiting');
  });

  it('offers a freed place to the first in line, in the same decision as the release', () => {
    const { events } = given([...fullDay, joined(entry('e1', 10 * HOUR, 12 * HOUR)), joined(entry('e2', 10 * HOUR, 12 * HOUR))]).when({ type: 'ReleaseAndOffer', reservationId: 'b3', reason: 'cancelled' });
    expect(heldTypes(events)).toEqual(['SlotReleased', 'SlotReserved', 'SlotHeld']);
    expect(holdOf(events)).toMatchObject({ holdId: 'hold-1', entryId: 'e1', slotMinute: 11 * HOUR, slotMinutes: [11 * HOUR], expiresAt: '2026-11-21T06:15:00.000Z', lang: 'ar' });
    expect(events[1]).toMatchObject({ type: 'SlotReserved', data: { reservationId: 'hold-1', source: 'hold', bookingId: null } });
  });

  it('skips an entry whose window or job length does not fit and offers the next', () => {
    const line = [joined(entry('early', 8 * HOUR, 9 * HOUR)), joined(entry('long', 11 * HOUR, 11 * HOUR, 2 * HOUR)), joined(entry('fits', 11 * HOUR, 12 * HOUR))];
    const { events } = given([...fullDay, ...line]).when({ type: 'ReleaseAndOffer', reservationId: 'b3', reason: 'cancelled' });
    expect(holdOf(events)?.entryId).toBe('fits');
  });

  it('holds nothing when nobody in line fits', () => {
    const { events } = given([...fullDay, joined(entry('e1', 8 * HOUR, 9 * HOUR))]).when({ type: 'ReleaseAndOffer', reservationId: 'b5', reason: 'cancelled' });
    expect(heldTypes(events)).toEqual(['SlotReleased']);
  });

  it('gives places freed at once to as many entries, each judged after the holds before it', () => {
    const long = booked('long', 10 * HOUR, 2);
    const day = [...fullDay.filter((e) => !['b2', 'b3'].includes(e.data.reservationId)), long];
    const { events } = given([...day, joined(entry('e1', 10 * HOUR, 11 * HOUR)), joined(entry('e2', 10 * HOUR, 11 * HOUR)), joined(entry('e3', 10 * HOUR, 11 * HOUR))]).when({ type: 'ReleaseAndOffer', reservationId: 'long', reason: 'cancelled' });
    expect(events.filter((e) => e.type === 'SlotHeld').map((e) => [e.data.entryId, e.data.slotMinute])).toEqual([['e1', 10 * HOUR], ['e2', 11 * HOUR]]);
  });

  it('counts a hold like any reservation: a second release offers the next in line another place', () => {
    const first = given([...fullDay, joined(entry('e1', 10 * HOUR, 12 * HOUR)), joined(entry('e2', 10 * HOUR, 12 * HOUR))]).when({ type: 'ReleaseAndOffer', reservationId: 'b3', reason: 'cancelled' });
    const second = given([...fullDay, joined(entry('e1', 10 * HOUR, 12 * HOUR)), joined(entry('e2', 10 * HOUR, 12 * HOUR)), ...first.events], { newHoldId: () => 'hold-2' }).when({
      type: 'ReleaseAndOffer',
      reservationId: 'b2',
      reason: 'cancelled',
    });
    expect(holdOf(second.events)).toMatchObject({ entryId: 'e2', slotMinute: 10 * HOUR });
  });

  it('never holds past the appointment: a start in 10 minutes is held for 10', () => {
    const soon = new Date('2026-11-22T06:50:00Z'); // 09:50 Riyadh on the day
    const { events } = given([...fullDay, joined(entry('e1', 10 * HOUR, 10 * HOUR))], { now: soon }).when({ type: 'ReleaseAndOffer', reservationId: 'b2', reason: 'cancelled' });
    expect(holdOf(events)?.expiresAt).toBe('2026-11-22T07:00:00.000Z');
  });

  describe('a held place', () => {
    const history = given([...fullDay, joined(entry('e1', 10 * HOUR, 12 * HOUR)), joined(entry('e2', 10 * HOUR, 12 * HOUR))]).when({ type: 'ReleaseAndOffer', reservationId: 'b3', reason: 'cancelled' }).events;
    const held = [...fullDay, joined(entry('e1', 10 * HOUR, 12 * HOUR)), joined(entry('e2', 10 * HOUR, 12 * HOUR)), ...history];

    it('is confirmed within the hold: the hold becomes the booking', () => {
      const { events, refusal } = given(held).when({ type: 'ConfirmHold', holdId: 'hold-1', bookingId: 'bk' });
      expect(refusal).toBeUndefined();
      expect(events).toEqual([{ type: 'HoldConfirmed', data: { holdId: 'hold-1', entryId: 'e1', bookingId: 'bk' } }]);
      const after = events.reduce(evolveSlotDay, given(held).state);
      expect(after.reservations['hold-1']).toMatchObject({ bookingId: 'bk', source: 'booking' });
      expect(Object.keys(after.waitlist)).toEqual(['e2']);
    });

    it('is confirmed once: a second confirmation finds it gone', () => {
      expect(given([...held, { type: 'HoldConfirmed', data: { holdId: 'hold-1', entryId: 'e1', bookingId: 'bk' } }]).when({ type: 'ConfirmHold', holdId: 'hold-1', bookingId: 'bk2' }).refusal).toBe('holdGone');
    });

    it('cannot be confirmed once expired', () => {
      expect(given(held, { now: new Date('2026-11-21T06:15:00Z') }).when({ type: 'ConfirmHold', holdId: 'hold-1', bookingId: 'bk' }).refusal).toBe('holdExpired');
    });

    it('does not lapse before its expiry', () => {
      expect(given(held).when({ type: 'LapseHold', holdId: 'hold-1' }).events).toEqual([]);
    });

    it('expires: the place is released and offered to the next in line in the same decision', () => {
      const { events } = given(held, { now: new Date('2026-11-21T06:15:01Z'), newHoldId: () => 'hold-2' }).when({ type: 'LapseHold', holdId: 'hold-1' });
      expect(heldTypes(events)).toEqual(['HoldLapsed', 'SlotReleased', 'SlotReserved', 'SlotHeld']);
      expect(holdOf(events)).toMatchObject({ holdId: 'hold-2', entryId: 'e2', slotMinute: 11 * HOUR });
    });

    it('lapses once: a lapse of a hold already confirmed or lapsed changes nothing', () => {
      const later = { now: new Date('2026-11-21T07:00:00Z') };
      expect(given([...held, { type: 'HoldConfirmed', data: { holdId: 'hold-1', entryId: 'e1', bookingId: 'bk' } }], later).when({ type: 'LapseHold', holdId: 'hold-1' }).events).toEqual([]);
      expect(given([...held, { type: 'HoldLapsed', data: { holdId: 'hold-1', entryId: 'e1' } }, { type: 'SlotReleased', data: { reservationId: 'hold-1', reason: 'lapsed' } }], later).when({ type: 'LapseHold', holdId: 'hold-1' }).events).toEqual([]);
    });

    it('goes to the next in line when its customer leaves while offered', () => {
      const { events } = given(held, { newHoldId: () => 'hold-2' }).when({ type: 'LeaveWaitlist', entryId: 'e1', customerId: 'customer-e1' });
      expect(heldTypes(events)).toEqual(['WaitlistLeft', 'SlotReleased', 'SlotReserved', 'SlotHeld']);
      expect(holdOf(events)?.entryId).toBe('e2');
    });

    it('stays held when another booking is cancelled: that place goes to the next entry, not to the one already offered', () => {
      const { events } = given(held, { newHoldId: () => 'hold-2' }).when({ type: 'ReleaseAndOffer', reservationId: 'b2', reason: 'cancelled' });
      expect(holdOf(events)).toMatchObject({ entryId: 'e2', slotMinute: 10 * HOUR });
    });

    it('holds its place when the held booking slot would be cancelled by the admin: a release of the hold offers it on', () => {
      const { events } = given(held, { newHoldId: () => 'hold-2' }).when({ type: 'ReleaseAndOffer', reservationId: 'hold-1', reason: 'removed' });
      expect(holdOf(events)?.entryId).toBe('e2');
    });
  });

  it('lets only the entry\'s own customer leave', () => {
    expect(given([joined(entry('e1', 8 * HOUR, 9 * HOUR))]).when({ type: 'LeaveWaitlist', entryId: 'e1', customerId: 'someone-else' }).refusal).toBe('entryNotFound');
    expect(heldTypes(given([joined(entry('e1', 8 * HOUR, 9 * HOUR))]).when({ type: 'LeaveWaitlist', entryId: 'e1', customerId: 'customer-e1' }).events)).toEqual(['WaitlistLeft']);
  });
});
