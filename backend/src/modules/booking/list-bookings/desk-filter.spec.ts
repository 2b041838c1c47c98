import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../core/http/api-error.js';
import { readDeskFilter } from './desk-filter.js';

const TODAY = '2026-11-26';

describe("the desk's filter of GET /api/bookings", () => {
  it("reads 'today' as the server's Riyadh date, a day, a branch and a status", () => {
    expect(readDeskFilter({ date: 'today', branch: ' Riyadh - Al Olaya ', status: 'booked' }, TODAY)).toEqual({ date: TODAY, branch: 'Riyadh - Al Olaya', status: 'booked' });
    expect(readDeskFilter({ date: '2026-12-01' }, TODAY)).toEqual({ date: '2026-12-01', branch: null, status: null });
  });

  it('treats absent or empty values as any', () => {
    expect(readDeskFilter({}, TODAY)).toEqual({ date: null, branch: null, status: null });
    expect(readDeskFilter({ date: '', branch: ' ', status: '' }, TODAY)).toEqual({ date: null, branch: null, status: null });
  });

  it('refuses a day, a status or a repeated parameter that means nothing, with 400', () => {
    for (const query of [{ date: '2026-02-30' }, { date: 'tomorrow' }, { status: 'lost' }, { date: ['today', 'today'] }, { branch: ['a', 'b'] }, { status: ['booked'] }]) {
      const refusal = (() => {
        try {
          readDeskFilter(query, TODAY);
          return null;
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).getStatus()).toBe(400);
    }
  });
});
