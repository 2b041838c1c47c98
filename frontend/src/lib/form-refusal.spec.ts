import { describe, expect, it } from '@jest/globals';
import { NO_REFUSAL, placeRefusal, withoutField } from './form-refusal';

const FIELDS = ['bookingTime', 'waitingStatus'] as const;

describe('placeRefusal', () => {
  it('puts a refusal that names a field of the form at that field', () => {
    const error = { message: 'You already have a booking at this date and time.', fieldErrors: [{ field: 'bookingTime', message: 'You already have a booking at this date and time.' }] };
    expect(placeRefusal(error, FIELDS)).toEqual({ fields: { bookingTime: error.message }, form: null });
  });

  it('puts a refusal that names no field, or only fields the form does not show, on the form', () => {
    expect(placeRefusal({ message: 'You already have 3 upcoming bookings.', fieldErrors: [] }, FIELDS)).toEqual({ fields: {}, form: 'You already have 3 upcoming bookings.' });
    expect(placeRefusal({ message: 'Too many', fieldErrors: undefined }, FIELDS)).toEqual({ fields: {}, form: 'Too many' });
    expect(placeRefusal({ message: 'Bad key', fieldErrors: [{ field: 'Idempotency-Key', message: 'Bad key' }] }, FIELDS)).toEqual({ fields: {}, form: 'Bad key' });
  });

  it('keeps the first message of a field named twice', () => {
    const error = { message: 'a. b', fieldErrors: [{ field: 'waitingStatus', message: 'a' }, { field: 'waitingStatus', message: 'b' }] };
    expect(placeRefusal(error, FIELDS).fields).toEqual({ waitingStatus: 'a' });
  });
});

describe('withoutField', () => {
  it('drops the changed field’s message and the form’s, keeping the others', () => {
    expect(withoutField({ fields: { bookingTime: 't', waitingStatus: 'w' }, form: null }, 'bookingTime')).toEqual({ fields: { waitingStatus: 'w' }, form: null });
    expect(withoutField({ fields: {}, form: 'limit' }, 'branchName')).toEqual({ fields: {}, form: null });
  });

  it('answers the same object when there is nothing to clear, so the form does not render again', () => {
    expect(withoutField(NO_REFUSAL, 'bookingTime')).toBe(NO_REFUSAL);
  });
});
