import { describe, expect, it } from '@jest/globals';
import { EMPTY_RESERVE_PLACE, reservePlaceProblems, toReservePlaceRequest } from './reserve-place-form';

const filled = { firstName: ' Nasser ', lastName: 'A', phoneNumber: '011 462 0000', email: 'nasser@example.com' };

describe('the reserve-a-place form', () => {
  it('asks for every field of an empty form', () => {
    expect(reservePlaceProblems(EMPTY_RESERVE_PLACE)).toEqual({ firstName: 'fill', lastName: 'fill', phoneNumber: 'fill', email: 'fill' });
  });

  it('takes a landline, but not an e-mail without a domain', () => {
    expect(reservePlaceProblems(filled)).toEqual({});
    expect(reservePlaceProblems({ ...filled, email: 'nasser@' })).toEqual({ email: 'email' });
  });

  it('sends the trimmed names with the chosen place', () => {
    expect(toReservePlaceRequest(filled, { branchName: 'Riyadh - Olaya', date: '2026-11-26', timeSlot: '10:00 AM' })).toEqual({
      firstName: 'Nasser',
      lastName: 'A',
      phoneNumber: '011 462 0000',
      email: 'nasser@example.com',
      branchName: 'Riyadh - Olaya',
      bookingDate: '2026-11-26',
      bookingTime: '10:00 AM',
    });
  });
});
