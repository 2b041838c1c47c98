import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../../core/config/app-config.js';
import type { CatalogSnapshot } from '../../catalog/index.js';
import { testBranch } from '../shared/branch-facts.fixture.js';
import { evolveSlotDay, initialSlotDay, slotDayStreamId, type SlotDayEvent, type WaitlistEntryData } from './slot-day.decider.js';
import { SlotDayToolkit, type SlotDay, type SlotHolder } from './slot-day.toolkit.js';

const branch = testBranch();
const now = new Date('2026-11-22T06:00:00Z');
const at = (date: string, minuteOfDay: number) => ({ branch, date, slot: { timeSlot: `${minuteOfDay}`, slotIndex: 1, minuteOfDay }, job: { minutes: 60, slotLength: 60 } });
const holder = (reservationId: string): SlotHolder => ({
  reservationId,
  bookingId: null,
  source: 'admin',
  waiting: false,
  contact: { firstName: 'Khalid', lastName: 'D', email: 'k@example.com', phoneNumber: '0551234567' },
});
const toolkit = new SlotDayToolkit({ BOOKING_HORIZON_DAYS: 60, WAITLIST_HOLD_MINUTES: 15 } as AppConfig);
const catalog: CatalogSnapshot = { at: 0, branches: [branch], slots: [540, 600].map((minuteOfDay, slotIndex) => ({ timeSlot: `${minuteOfDay}`, slotIndex, minuteOfDay })), slotLength: 60, serviceMinutes: new Map(), serviceMinutesById: new Map(), arabic: new Map() };

/** A slot-day as loaded, holding the given reservations. */
function dayWith(date: string, reserved: { reservationId: string; slotMinute: number }[]): SlotDay {
  const events: SlotDayEvent[] = reserved.map(({ reservationId, slotMinute }) => ({
    type: 'SlotReserved',
    data: { ...holder(reservationId), branchId: branch.id, branchName: branch.branchName, date, slotMinute, timeSlot: `${slotMinute}` },
  }));
  return { streamId: slotDayStreamId(branch.id, date), version: events.length, state: events.reduce(evolveSlotDay, initialSlotDay) };
}
const daysOf = (...days: SlotDay[]) => new Map(days.map((day) => [day.streamId, day]));

describe('slot-day toolkit', () => {
  it('reserves against the day as loaded, expecting its version', () => {
    const day = dayWith('2026-11-24', [{ reservationId: 'r1', slotMinute: 600 }]);
    const append = toolkit.reserve(day, at('2026-11-24', 540), holder('r2'), now);
    expect(append).toMatchObject({ streamId: day.streamId, expectedVersion: 1, events: [{ type: 'SlotReserved', data: { reservationId: 'r2', slotMinute: 540 } }] });
    expect(() => toolkit.reserve(day, at('2026-11-24', 600), holder('r2'), now)).toThrow('slotFull');
  });

  it('moves within one day in one append: the new place is judged after the old one is gone', () => {
    const day = dayWith('2026-11-24', [{ reservationId: 'r1', slotMinute: 540 }]);
    const appends = toolkit.move(daysOf(day), { branchId: branch.id, date: '2026-11-24', reservationId: 'r1' }, 'moved', at('2026-11-24', 540), holder('r1'), catalog, now);
    expect(appends).toHaveLength(1);
    expect(appends[0]!.events.map((e) => e.type)).toEqual(['SlotReleased', 'SlotReserved']);
  });

  it('moves across days with the release first', () => {
    const from = dayWith('2026-11-24', [{ reservationId: 'r1', slotMinute: 540 }]);
    const to = dayWith('2026-11-23', []);
    const appends = toolkit.move(daysOf(to, from), { branchId: branch.id, date: '2026-11-24', reservationId: 'r1' }, 'rescheduled', at('2026-11-23', 540), holder('r2'), catalog, now);
    expect(appends.map((a) => [a.streamId, a.events.map((e) => e.type)])).toEqual([
      [from.streamId, ['SlotReleased']],
      [to.streamId, ['SlotReserved']],
    ]);
  });

  it('offers the place a move leaves free to the waitlist, after the new place is taken, in the same append', () => {
    const date = '2026-11-24';
    const day = dayWith(date, [{ reservationId: 'r1', slotMinute: 540 }]);
    const entry: WaitlistEntryData = {
      entryId: 'e1', customerId: 'c1', branchId: branch.id, branchName: branch.branchName, branchNameAr: '', date,
      windowStart: 540, windowEnd: 600, windowStartLabel: '540', windowEndLabel: '600', minutes: 60, slotLength: 60,
      contact: holder('x').contact, lang: 'en', joinedAt: now.toISOString(),
      booking: { vehicleType: 'Toyota', model: '2022', transmission: 'Automatic', waitingStatus: 'Dropping Off Vehicle', serviceDetails: [], serviceDetailsAr: [], vehicleTypeAr: '', transmissionAr: '', offer: '', isListed: false },
    };
    const withLine = { ...day, state: evolveSlotDay(day.state, { type: 'WaitlistJoined', data: entry }) };
    // r1 moves from 09:00 to 10:00: 09:00 is free again and goes to the entry, which fits either.
    const [append] = toolkit.move(daysOf(withLine), { branchId: branch.id, date, reservationId: 'r1' }, 'moved', at(date, 600), holder('r1'), catalog, now);
    expect(append!.events.map((e) => e.type)).toEqual(['SlotReleased', 'SlotReserved', 'SlotReserved', 'SlotHeld']);
    expect(append!.events[3]).toMatchObject({ type: 'SlotHeld', data: { entryId: 'e1', slotMinute: 540 } });
  });
});
