import { describe, expect, it } from '@jest/globals';
import { BOOKING_FORM_ORDER, bookingProblems, EMPTY_BOOKING_FORM, MANDATORY_BOOKING_FIELDS, missingBookingFields, toPlaceBookingRequest, withPackageServices } from './booking-form';
import { COMPLETE_BOOKING_FORM as complete } from './booking-form.fixture';

describe('missingBookingFields', () => {
  it('accepts a complete form', () => {
    expect(missingBookingFields(complete)).toEqual([]);
  });

  it('names every field of an untouched form', () => {
    expect(missingBookingFields(EMPTY_BOOKING_FORM)).toEqual(MANDATORY_BOOKING_FIELDS);
  });

  it('treats placeholders and blanks as not chosen', () => {
    expect(missingBookingFields({ ...complete, branchName: '  ', serviceDetails: [' '], bookingTime: '' })).toEqual(['branchName', 'serviceDetails', 'bookingTime']);
  });

  it('does not require a package offer', () => {
    expect(missingBookingFields({ ...complete, offer: '' })).toEqual([]);
  });
});

describe('toPlaceBookingRequest', () => {
  it('builds the spec body without any customer fields', () => {
    expect(toPlaceBookingRequest({ ...complete, vehicleType: ' Toyota ', offer: 'Full A/C Service' })).toEqual({
      vehicleType: 'Toyota',
      model: '2022',
      transmission: 'Automatic',
      waitingStatus: 'Waiting',
      serviceDetails: ['A/C Gas Refill', 'Wheel Alignment'],
      branchName: 'Riyadh - Al Olaya',
      bookingDate: '2026-11-22',
      bookingTime: '01:00 PM',
      offer: 'Full A/C Service',
      isListed: true,
    });
  });

  it('refuses a form without a preference', () => {
    expect(() => toPlaceBookingRequest({ ...complete, waitingStatus: '' })).toThrow();
  });
});

describe('bookingProblems', () => {
  it('asks to choose every missing field, and nothing of a complete form', () => {
    expect(bookingProblems({ ...complete, model: '', serviceDetails: [] })).toEqual({ model: 'choose', serviceDetails: 'choose' });
    expect(bookingProblems(complete)).toEqual({});
    expect(Object.keys(bookingProblems(EMPTY_BOOKING_FORM)).sort()).toEqual([...BOOKING_FORM_ORDER].sort());
  });
});

describe('withPackageServices', () => {
  it("adds a package's services after those already ticked, none twice", () => {
    expect(withPackageServices(['Oil & Filter Change', 'A/C Gas Refill'], ['A/C Gas Refill', 'A/C Leak Detection'])).toEqual([
      'Oil & Filter Change',
      'A/C Gas Refill',
      'A/C Leak Detection',
    ]);
    expect(withPackageServices([], [])).toEqual([]);
  });
});
