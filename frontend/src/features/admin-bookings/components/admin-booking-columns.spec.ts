import { describe, expect, it } from '@jest/globals';
import type { TFunction } from '../../../lib/i18n';
import type { ContentNames } from '../../../lib/catalog/use-content-names';
import { adminBookingColumns } from './admin-booking-columns';

const t = ((key: string) => key) as unknown as TFunction;
const asIs = (text: string) => ({ text, lang: 'en' as const });
const names = (lang: 'en' | 'ar'): ContentNames => ({ lang, branch: asIs, service: asIs, vehicle: asIs, transmission: asIs });
const ids = (lang: 'en' | 'ar') => adminBookingColumns(t, names(lang)).map((column) => column.colId ?? column.field);

describe('the admin Booking History columns', () => {
  it('come in the order a desk works, then the spec’s other columns', () => {
    expect(ids('en')).toEqual(['bookingDate', 'bookingTime', 'branchName', 'customer', 'phoneNumber', 'vehicleType', 'model', 'serviceDetails', 'status', 'transmission', 'email']);
  });

  it('pin the status at the row’s end in either direction', () => {
    const status = (lang: 'en' | 'ar') => adminBookingColumns(t, names(lang)).find((column) => column.field === 'status');
    expect(status('en')?.pinned).toBe('right');
    // AG Grid does not mirror pinning: the end of an Arabic row is its left.
    expect(status('ar')?.pinned).toBe('left');
  });
});
