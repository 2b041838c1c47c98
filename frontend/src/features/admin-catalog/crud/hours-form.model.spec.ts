import { describe, expect, it } from '@jest/globals';
import { hoursDraftOf, hoursOfTimes, rangeProblem, runsPastMidnight, NEW_RANGE } from './hours-form.model';

describe('the hours editors', () => {
  it('read a closing at or before the opening as past midnight, up to 06:00', () => {
    expect(hoursOfTimes({ opens: '20:00', closes: '02:00' })).toEqual({ opens: 1200, closes: 1560 });
    expect(hoursOfTimes({ opens: '09:00', closes: '00:00' })).toEqual({ opens: 540, closes: 1440 });
    expect(hoursOfTimes({ opens: '08:00', closes: '08:00' })).toBe('tooLate');
    expect(hoursOfTimes({ opens: '', closes: '22:00' })).toBe('missingTime');
    expect(runsPastMidnight({ opens: '20:00', closes: '02:00' })).toBe(true);
    expect(runsPastMidnight({ opens: '09:00', closes: '00:00' })).toBe(false);
  });

  it('check a special range: both dates, in order, at most 60 days, its times unless closed', () => {
    expect(rangeProblem(NEW_RANGE)).toBe('missingDate');
    const range = { ...NEW_RANGE, from: '2027-03-09', to: '2027-03-11' };
    expect(rangeProblem(range)).toBeNull();
    expect(rangeProblem({ ...range, to: '2027-03-08' })).toBe('dateOrder');
    expect(rangeProblem({ ...range, to: '2027-05-07' })).toBeNull();
    expect(rangeProblem({ ...range, to: '2027-05-08' })).toBe('rangeTooLong');
    expect(rangeProblem({ ...range, closed: false, closes: '' })).toBe('missingTime');
  });

  it('show stored hours as the time inputs give them, closings past midnight wrapped', () => {
    expect(hoursDraftOf('ramadan', { opens: 1200, closes: 1560 })).toEqual({ kind: 'ramadan', own: true, times: { opens: '20:00', closes: '02:00' } });
    expect(hoursDraftOf('ramadan', null)).toMatchObject({ own: false });
  });
});
