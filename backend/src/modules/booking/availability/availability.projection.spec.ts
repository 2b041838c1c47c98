import { describe, expect, it } from '@jest/globals';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import { bookingStreamId } from '../booking/booking.decider.js';
import { slotDayStreamId } from '../slot-day/slot-day.decider.js';
import { changeMessage, decodeCheckpoint, decodeMinutes, encodeCheckpoint, encodeMinutes, foldSlotEvents, parseChangeMessage, releasesToLookUp, reservationRef, type DayChange } from './availability.projection.js';

const branch = '6f1c2a4e-9b7d-4c1e-8f3a-2d5b7e9c1a0f';
const liveFrom = '2026-11-15';
let position = 0;

function stored(date: string, type: 'SlotReserved' | 'SlotReleased', data: Record<string, unknown>): StoredEvent {
  position += 1;
  return {
    globalPosition: String(position),
    transactionId: String(position),
    streamId: slotDayStreamId(branch, date),
    streamVersion: position,
    type,
    data,
    metadata: {},
    recordedAt: new Date(),
  };
}
const reserved = (date: string, reservationId: string, slotMinute: number, slotMinutes?: number[]) =>
  stored(date, 'SlotReserved', { reservationId, slotMinute, slotMinutes, branchId: branch, date });
const released = (date: string, reservationId: string) => stored(date, 'SlotReleased', { reservationId, reason: 'cancelled' });

function summary(changes: Map<string, DayChange>) {
  return Object.fromEntries(
    [...changes].map(([key, c]) => [key, { taken: Object.fromEntries(c.taken), reserved: Object.fromEntries(c.reserved), released: [...c.released] }]),
  );
}

describe('the availability fold', () => {
  it('counts reservations and releases per slot, within the batch and from earlier ones', () => {
    const events = [reserved('2026-11-22', 'r1', 540), reserved('2026-11-22', 'r2', 540), released('2026-11-22', 'r1'), released('2026-11-22', 'old')];
    const known = new Map([[reservationRef({ branchId: branch, date: '2026-11-22' }, 'old'), [600]]]);
    expect(releasesToLookUp(events, liveFrom).map((r) => r.reservationId)).toEqual(['r1', 'old']);
    expect(summary(foldSlotEvents(events, known, liveFrom))).toEqual({
      [`${branch}:2026-11-22`]: { taken: { 540: 1, 600: -1 }, reserved: { r2: [540] }, released: ['r1', 'old'] },
    });
  });

  it('follows a moved reservation, which keeps its id, to another day whatever the order of the streams', () => {
    // One transaction's events come sorted by stream id: the new day's reservation may come first.
    const events = [reserved('2026-11-22', 'walk-in', 780), released('2026-11-24', 'walk-in')];
    const known = new Map([[reservationRef({ branchId: branch, date: '2026-11-24' }, 'walk-in'), [540]]]);
    expect(summary(foldSlotEvents(events, known, liveFrom))).toEqual({
      [`${branch}:2026-11-22`]: { taken: { 780: 1 }, reserved: { 'walk-in': [780] }, released: [] },
      [`${branch}:2026-11-24`]: { taken: { 540: -1 }, reserved: {}, released: ['walk-in'] },
    });
  });

  it('counts a job of several slots in every slot it covers, and gives all of them back', () => {
    const events = [reserved('2026-11-22', 'long', 540, [540, 600, 660]), reserved('2026-11-22', 'short', 600), released('2026-11-22', 'earlier')];
    const known = new Map([[reservationRef({ branchId: branch, date: '2026-11-22' }, 'earlier'), [720, 780]]]);
    expect(summary(foldSlotEvents(events, known, liveFrom))).toEqual({
      [`${branch}:2026-11-22`]: { taken: { 540: 1, 600: 2, 660: 1, 720: -1, 780: -1 }, reserved: { long: [540, 600, 660], short: [600] }, released: ['earlier'] },
    });
    const inBatch = [reserved('2026-11-22', 'long', 540, [540, 600, 660]), released('2026-11-22', 'long')];
    expect(summary(foldSlotEvents(inBatch, new Map(), liveFrom))[`${branch}:2026-11-22`]!.taken).toEqual({ 540: 0, 600: 0, 660: 0 });
  });

  it('stores covered minutes so that a value written before durations (one minute) still reads back', () => {
    expect(decodeMinutes(encodeMinutes([540, 600, 660]))).toEqual([540, 600, 660]);
    expect(decodeMinutes('540')).toEqual([540]);
  });

  it('skips days past their retention and events of other streams', () => {
    const other = { ...reserved('2026-11-22', 'x', 540), streamId: bookingStreamId(branch), type: 'BookingPlaced' };
    expect(foldSlotEvents([reserved('2026-11-01', 'r1', 540), released('2026-11-01', 'r0'), other], new Map(), liveFrom).size).toBe(0);
  });

  it('reads back the change messages it publishes, and ignores anything else', () => {
    const days = [{ branchId: branch, date: '2026-11-22' }];
    expect(parseChangeMessage(changeMessage(days))).toEqual(days);
    expect(parseChangeMessage('not json')).toEqual([]);
    expect(parseChangeMessage('[{"branchId":1},null]')).toEqual([]);
  });

  it('round-trips checkpoints and refuses the rebuild marker', () => {
    expect(decodeCheckpoint(encodeCheckpoint({ transactionId: '9007199254740993', globalPosition: '12' }))).toEqual({ transactionId: '9007199254740993', globalPosition: '12' });
    expect(decodeCheckpoint('rebuilding')).toBeNull();
    expect(decodeCheckpoint(null)).toBeNull();
  });
});
