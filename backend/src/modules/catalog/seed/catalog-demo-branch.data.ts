import type { LocationInput, Weekday } from '@dealer/contracts';

/**
 * A demo branch: its name reads 'City - District' in both languages, which the data test uses to check the
 * coordinates and the Arabic name. Every demo branch carries its Arabic name and address.
 */
export type DemoBranch = LocationInput & Required<Pick<LocationInput, 'branchNameAr' | 'addressAr'>> & { capacity: number };

/** Hours and closures several demo branches share. */
export const SATURDAY_TO_FRIDAY: Weekday[] = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
export const NATIONAL_DAY_2026 = '2026-09-23';
export const FOUNDING_DAY_2027 = '2027-02-22';
export const RAMADAN = { ramadanOpening: '08:00-PM', ramadanClosing: '02:00-AM' } as const;
export const USUAL_HOURS = { openingSaturday: '08:00-AM', tillThursday: '10:00-PM' } as const;
