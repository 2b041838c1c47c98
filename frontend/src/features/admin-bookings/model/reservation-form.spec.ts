import { describe, expect, it } from '@jest/globals';
import { EMPTY_RESERVATION_FORM, toReserveSlotRequest, validateReservationForm } from './reservation-form';

const filled = {
  _id: '',
  firstName: ' Sara ',
  lastName: 'Al-Harbi',
  email: 'sara@example.com',
  phoneNumber: '+966501234567',
  branchName: 'Riyadh - Al Olaya',
  bookingDate: '2026-11-23',
  bookingTime: '10:00 AM',
};

describe('reservation form', () => {
  it('asks for every field', () => {
    expect(validateReservationForm(EMPTY_RESERVATION_FORM)).toBe('fillMandatory');
    expect(validateReservationForm({ ...filled, bookingTime: '' })).toBe('fillMandatory');
    expect(validateReservationForm(filled)).toBeNull();
  });

  it('sends the trimmed fields without the id', () => {
    const { _id: _unused, ...fields } = filled;
    const request = toReserveSlotRequest({ ...filled, _id: 'abc' });
    expect(request).toEqual({ ...fields, firstName: 'Sara' });
    expect('_id' in request).toBe(false);
  });
});
