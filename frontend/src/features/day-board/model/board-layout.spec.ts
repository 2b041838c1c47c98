import { describe, expect, it } from '@jest/globals';
import type { BoardChip, DayBoard } from '@dealer/contracts';
import { boardLayout, chipName } from './board-layout';

const HOUR = 60;
const chip = (id: string, lane: number, startHour: number, hours: number): BoardChip => ({
  reservationId: id,
  bookingId: id,
  source: 'booking',
  timeSlot: `${startHour}:00`,
  slotMinute: startHour * HOUR,
  slotMinutes: Array.from({ length: hours }, (_, i) => (startHour + i) * HOUR),
  durationMinutes: hours * HOUR,
  firstName: 'Sara',
  lastName: 'A',
  phoneNumber: '+966551112222',
  email: 'sara@example.com',
  vehicleType: 'Toyota',
  model: '2022',
  services: [],
  status: 'booked',
  moves: ['confirmed', 'cancelled'],
  movable: true,
  lane,
});

const board = (chips: BoardChip[], capacity = 2): DayBoard => ({
  branchId: 'b1',
  branchName: 'Riyadh - Olaya',
  branchNameAr: 'الرياض - العليا',
  date: '2026-11-26',
  capacity,
  slotLength: HOUR,
  // Open 09:00 to 12:00: the 12:00 start is on the grid but closed.
  hours: [{ start: 9 * HOUR, end: 12 * HOUR, kind: 'regular' }],
  slots: [9, 10, 11, 12].map((hour) => ({ timeSlot: `${hour}:00`, minuteOfDay: hour * HOUR })),
  chips,
});

describe('boardLayout', () => {
  it('Given a job of two slots, When laid out, Then it spans two rows from its start in its lane', () => {
    const layout = boardLayout(board([chip('a', 1, 10, 2)]));
    expect(layout.chips).toEqual([{ chip: expect.objectContaining({ reservationId: 'a' }), row: 1, span: 2 }]);
  });

  it('Given a day with one job, When laid out, Then every other open cell is free and the closed row has none', () => {
    const layout = boardLayout(board([chip('a', 0, 9, 2)]));
    expect(layout.rows.map((row) => row.open)).toEqual([true, true, true, false]);
    expect(layout.free.map((cell) => `${cell.lane}@${cell.timeSlot}`)).toEqual(['1@9:00', '1@10:00', '0@11:00', '1@11:00']);
  });

  it('Given more reservations than places in a slot, When laid out, Then an extra lane shows them rather than hiding one', () => {
    expect(boardLayout(board([chip('a', 0, 9, 1), chip('b', 1, 9, 1), chip('c', 2, 9, 1)])).lanes).toBe(3);
  });

  it('Given a chip whose times left the grid, When laid out, Then it is left out and its place stays free', () => {
    const layout = boardLayout(board([chip('gone', 0, 7, 1)], 1));
    expect(layout.chips).toEqual([]);
    expect(layout.free).toHaveLength(3);
  });
});

describe('chipName', () => {
  it('shows the name, or the e-mail when there is none', () => {
    expect(chipName({ firstName: 'Sara', lastName: 'A', email: 's@x.sa' })).toBe('Sara A');
    expect(chipName({ firstName: '', lastName: ' ', email: 's@x.sa' })).toBe('s@x.sa');
  });
});
