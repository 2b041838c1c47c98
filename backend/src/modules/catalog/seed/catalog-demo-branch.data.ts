import { DEFAULT_WORKING_DAYS, hoursFromClocks, minutesOfClock, uniformWeek, type LocationInput, type OpenHours, type WeeklyHours } from '@dealer/contracts';

/**
 * A demo branch: its name reads 'City - District' in both languages, which the data test uses to check the
 * coordinates and the Arabic name. Every demo branch carries its Arabic name and address, structured hours
 * and Ramadan hours; the spec's text times are derived from them when the seed writes the branch.
 */
export type DemoBranch = Omit<LocationInput, 'openingSaturday' | 'tillThursday' | 'workingDays' | 'ramadanOpening' | 'ramadanClosing'> &
  Required<Pick<LocationInput, 'branchNameAr' | 'addressAr'>> & { capacity: number; weeklyHours: WeeklyHours; ramadanHours: OpenHours };

/** Hours from 'HH:MM' 24-hour clocks; a closing at or before the opening runs past midnight ('00:00' is midnight). */
export function demoHours(opens: string, closes: string): OpenHours {
  return hoursFromClocks(minutesOfClock(opens)!, minutesOfClock(closes)!)!;
}

/** Saturday to Thursday the same hours; Friday closed, or its evening shift after the Friday prayer. */
export function demoWeek(opens: string, closes: string, friday?: [string, string]): WeeklyHours {
  const week = uniformWeek(DEFAULT_WORKING_DAYS, demoHours(opens, closes));
  return friday ? { ...week, friday: demoHours(...friday) } : week;
}

/** Ramadan shifts: most branches work the day before iftar, a few the night after it. */
export const RAMADAN_DAY = demoHours('10:00', '16:00');
export const RAMADAN = { ramadanHours: demoHours('20:00', '02:00') } as const;

export const NATIONAL_DAY_2026 = '2026-09-23';
export const FOUNDING_DAY_2027 = '2027-02-22';
/** Eid al-Fitr 1448 by Umm al-Qura: 1 Shawwal is 2027-03-09. */
export const EID_AL_FITR_2027 = { from: '2027-03-09', to: '2027-03-11' } as const;

export const USUAL_HOURS = { weeklyHours: demoWeek('08:00', '22:00'), ramadanHours: RAMADAN_DAY } as const;
export const FRIDAY_EVENING = { weeklyHours: demoWeek('08:00', '22:00', ['16:00', '22:00']) } as const;
