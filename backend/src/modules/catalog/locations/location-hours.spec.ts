import { describe, expect, it } from '@jest/globals';
import { uniformWeek, type LocationInput, type WeeklyHours } from '@dealer/contracts';
import { clockTextOf, locationHours, textsOfWeek } from './location-hours.js';

const SAT_TO_THU = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'] as const;
const week: WeeklyHours = { ...uniformWeek([...SAT_TO_THU], { opens: 480, closes: 1320 }), tuesday: null, friday: { opens: 960, closes: 1320 } };
const textsOnly = { openingSaturday: '07:30-AM', tillThursday: '11:00-PM' } as LocationInput;

describe('clockTextOf', () => {
  it.each([
    [0, '12:00-AM'],
    [480, '08:00-AM'],
    [720, '12:00-PM'],
    [1320, '10:00-PM'],
    [1440, '12:00-AM'],
    [1560, '02:00-AM'],
  ])('writes %i minutes as %s', (minutes, text) => expect(clockTextOf(minutes)).toBe(text));
});

describe('structured hours to the spec texts', () => {
  it('derives the working days and the Saturday hours', () => {
    expect(textsOfWeek(week)).toEqual({
      workingDays: ['saturday', 'sunday', 'monday', 'wednesday', 'thursday', 'friday'],
      openingSaturday: '08:00-AM',
      tillThursday: '10:00-PM',
    });
  });

  it("takes the first working day's hours when Saturday is closed", () => {
    const texts = textsOfWeek({ ...week, saturday: null, sunday: { opens: 540, closes: 1440 } });
    expect(texts).toMatchObject({ openingSaturday: '09:00-AM', tillThursday: '12:00-AM' });
  });

  it('derives the Ramadan texts, a night past midnight included', () => {
    const hours = locationHours({ ...textsOnly, weeklyHours: week, ramadanHours: { opens: 1200, closes: 1560 } });
    expect(hours).toMatchObject({ ramadanOpening: '08:00-PM', ramadanClosing: '02:00-AM', openingSaturday: '08:00-AM', weeklyHours: week });
  });

  it('clears the Ramadan texts when Ramadan hours are null (the usual hours)', () => {
    const hours = locationHours({ ...textsOnly, ramadanOpening: '08:00-PM', ramadanClosing: '02:00-AM', weeklyHours: week, ramadanHours: null });
    expect(hours).toMatchObject({ ramadanHours: null, ramadanOpening: null, ramadanClosing: null });
  });

  it('lets the week win over the working days and texts sent beside it', () => {
    const hours = locationHours({ ...textsOnly, workingDays: ['saturday'], weeklyHours: week });
    expect(hours.workingDays).toHaveLength(6);
    expect(hours.tillThursday).toBe('10:00-PM');
  });
});

describe('the spec texts to structured hours', () => {
  it('keeps the texts and opens the same hours on every working day', () => {
    const hours = locationHours({ ...textsOnly, workingDays: ['sunday', 'saturday'] });
    expect(hours).toMatchObject({ openingSaturday: '07:30-AM', tillThursday: '11:00-PM', workingDays: ['saturday', 'sunday'] });
    expect(hours.weeklyHours).toEqual(uniformWeek(['saturday', 'sunday'], { opens: 450, closes: 1380 }));
  });

  it('works Saturday to Thursday when no days are given', () => {
    expect(hours().weeklyHours.friday).toBeNull();
    expect(hours().weeklyHours.thursday).toEqual({ opens: 450, closes: 1380 });
    function hours() {
      return locationHours(textsOnly);
    }
  });

  it('reads Ramadan hours from the texts, past midnight too', () => {
    const hours = locationHours({ ...textsOnly, ramadanOpening: '09:00-PM', ramadanClosing: '02:00-AM' });
    expect(hours).toMatchObject({ ramadanHours: { opens: 1260, closes: 1560 }, ramadanOpening: '09:00-PM', ramadanClosing: '02:00-AM' });
    expect(locationHours(textsOnly)).toMatchObject({ ramadanHours: null, ramadanOpening: null, ramadanClosing: null });
  });
});
