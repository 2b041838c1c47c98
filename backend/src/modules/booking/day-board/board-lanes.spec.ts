import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { assignLanes, type LaneItem } from './board-lanes.js';

const HOUR = 60;
const job = (id: string, startHour: number, hours: number, createdAt = '2026-11-20T08:00:00.000Z'): LaneItem => ({
  id,
  slotMinutes: Array.from({ length: hours }, (_, i) => (startHour + i) * HOUR),
  createdAt,
});

describe('assignLanes', () => {
  it('Given jobs that never overlap, When placed, Then they share the first lane', () => {
    const lanes = assignLanes([job('a', 8, 2), job('b', 10, 1), job('c', 11, 3)]);
    expect([...lanes.values()]).toEqual([0, 0, 0]);
  });

  it('Given a long job and two short ones beside it, When placed, Then the short ones share the second lane', () => {
    const lanes = assignLanes([job('short-1', 9, 1), job('long', 8, 3), job('short-2', 10, 1)]);
    expect(Object.fromEntries(lanes)).toEqual({ long: 0, 'short-1': 1, 'short-2': 1 });
  });

  it('Given two jobs at the same start, When placed, Then the older keeps the first lane whatever the input order', () => {
    const older = job('z-older', 9, 1, '2026-11-20T08:00:00.000Z');
    const newer = job('a-newer', 9, 1, '2026-11-20T09:00:00.000Z');
    expect(Object.fromEntries(assignLanes([newer, older]))).toEqual({ 'z-older': 0, 'a-newer': 1 });
    expect(Object.fromEntries(assignLanes([older, newer]))).toEqual({ 'z-older': 0, 'a-newer': 1 });
  });

  it('Given a job added later in the day, When placed again, Then the earlier jobs keep their lanes', () => {
    const day = [job('a', 8, 2), job('b', 8, 1), job('c', 9, 2)];
    const before = assignLanes(day);
    const after = assignLanes([...day, job('late', 12, 1)]);
    for (const { id } of day) expect(after.get(id)).toBe(before.get(id));
  });

  it('Given any day whose slots stay within capacity, When placed, Then every job fits a lane below capacity and no lane holds two jobs in one slot', () => {
    const dayOf = fc.array(fc.record({ start: fc.integer({ min: 6, max: 20 }), hours: fc.integer({ min: 1, max: 4 }), age: fc.nat(1000) }), { maxLength: 40 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), dayOf, (capacity, wanted) => {
        // Keep only what the engine would have accepted: per-slot counts never above capacity.
        const perSlot = new Map<number, number>();
        const accepted: LaneItem[] = [];
        wanted.forEach(({ start, hours, age }, index) => {
          const item = job(`j${index}`, start, hours, new Date(Date.UTC(2026, 10, 20) + age * 1000).toISOString());
          if (item.slotMinutes.some((minute) => (perSlot.get(minute) ?? 0) >= capacity)) return;
          item.slotMinutes.forEach((minute) => perSlot.set(minute, (perSlot.get(minute) ?? 0) + 1));
          accepted.push(item);
        });
        const lanes = assignLanes(accepted);
        const used = new Set<string>();
        for (const item of accepted) {
          const lane = lanes.get(item.id)!;
          expect(lane).toBeLessThan(capacity);
          for (const minute of item.slotMinutes) {
            expect(used.has(`${lane}:${minute}`)).toBe(false);
            used.add(`${lane}:${minute}`);
          }
        }
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});
