import { describe, expect, it } from '@jest/globals';
import { uniformWeek } from '@dealer/contracts';
import { weekdayName, weekLines } from './branch-week';

const USUAL = { opens: 480, closes: 1320 };

describe('a branch card week', () => {
  it('says Saturday to Thursday in one line and Friday in another', () => {
    const week = uniformWeek(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], USUAL);
    expect(weekLines(week)).toEqual([
      { first: 'saturday', last: 'thursday', hours: USUAL },
      { first: 'friday', last: 'friday', hours: null },
    ]);
  });

  it('splits the week where the hours change: a closed Tuesday, a Friday evening', () => {
    const week = { ...uniformWeek(['saturday', 'sunday', 'monday', 'wednesday', 'thursday'], USUAL), friday: { opens: 960, closes: 1320 } };
    expect(weekLines(week).map((line) => `${line.first}-${line.last}`)).toEqual(['saturday-monday', 'tuesday-tuesday', 'wednesday-thursday', 'friday-friday']);
  });

  it('names the days in the reader language', () => {
    expect(weekdayName('saturday', 'en')).toBe('Saturday');
    expect(weekdayName('friday', 'en')).toBe('Friday');
    expect(weekdayName('friday', 'ar')).toBe('الجمعة');
  });
});
