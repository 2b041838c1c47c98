import { describe, expect, it } from '@jest/globals';
import { SPEC_MESSAGES } from '@dealer/contracts';
import { BOOKING_FORM_ORDER, bookingProblems, EMPTY_BOOKING_FORM, MANDATORY_BOOKING_FIELDS, toPlaceBookingRequest, validateBookingForm, withPackageServices } from './booking-form';
import { COMPLETE_BOOKING_FORM as complete } from './booking-form.fixture';

describe('validateBookingForm', () => {
  it('accepts a complete form', () => {
    expect(validateBookingForm(complete)).toEqual({ missing: [], message: null });
  });

  it('names every field of an untouched form and asks with the spec message', () => {
    const result = validateBookingForm(EMPTY_BOOKING_FORM);
    expect(result.missing).toEqual(MANDATORY_BOOKING_FIELDS);
    expect(result.message).toBe('fillMandatory');
    expect(SPEC_MESSAGES[result.message ?? 'fillMandatory'].en).toBe('Please fill out all mandatory fields ');
  });

  it('treats placeholders and blanks as not chosen', () => {
    const result = validateBookingForm({ ...complete, branchName: '  ', serviceDetails: [' '], bookingTime: '' });
    expect(result.missing).toEqual(['branchName', 'serviceDetails', 'bookingTime']);
  });

  it('does not require a package offer', () => {
    expect(validateBookingForm({ ...complete, offer: '' }).message).toBeNull();
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
