import { describe, expect, it } from '@jest/globals';
import { SPEC_MESSAGES } from '@dealer/contracts';
import { EMPTY_BOOKING_FORM, toggleService, toPlaceBookingRequest, validateBookingForm, type BookingFormValues } from './booking-form';

const complete: BookingFormValues = {
  vehicleType: 'Toyota',
  model: '2022',
  transmission: 'Automatic',
  branchName: 'Riyadh - Al Olaya',
  serviceDetails: ['A/C Gas Refill', 'Wheel Alignment'],
  waitingStatus: 'Waiting',
  bookingDate: '2026-11-22',
  bookingTime: '01:00 PM',
  offer: '',
};

describe('validateBookingForm', () => {
  it('accepts a complete form', () => {
    expect(validateBookingForm(complete)).toEqual({ missing: [], message: null });
  });

  it('names every field of an untouched form and asks with the spec message', () => {
    const result = validateBookingForm(EMPTY_BOOKING_FORM);
    expect(result.missing).toEqual([
      'vehicleType',
      'model',
      'transmission',
      'branchName',
      'serviceDetails',
      'waitingStatus',
      'bookingDate',
      'bookingTime',
    ]);
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

describe('toggleService', () => {
  it('adds once and removes', () => {
    const once = toggleService(toggleService([], 'A', true), 'A', true);
    expect(once).toEqual(['A']);
    expect(toggleService(['A', 'B'], 'A', false)).toEqual(['B']);
  });
});
