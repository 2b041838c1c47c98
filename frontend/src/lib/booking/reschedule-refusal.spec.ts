import { describe, expect, it } from '@jest/globals';
import { placeRescheduleRefusal, rescheduleRefusalAfterChange } from './reschedule-refusal';

const yours = 'You already have a booking at this date and time. Please choose another time.';

describe('placeRescheduleRefusal', () => {
  it('says a refusal of the time or the day at that field', () => {
    expect(placeRescheduleRefusal({ message: yours, fieldErrors: [{ field: 'bookingTime', message: yours }] })).toEqual({ fields: { bookingTime: yours }, form: null });
    expect(placeRescheduleRefusal({ message: 'Closed', fieldErrors: [{ field: 'bookingDate', message: 'Closed' }] })).toEqual({ fields: { bookingDate: 'Closed' }, form: null });
  });

  it('says a full waiting area at the time, since the dialog keeps the waiting choice', () => {
    expect(placeRescheduleRefusal({ message: 'Waiting full', fieldErrors: [{ field: 'waitingStatus', message: 'Waiting full' }] })).toEqual({
      fields: { bookingTime: 'Waiting full' },
      form: null,
    });
  });

  it('says a refusal without a field of the dialog above its button', () => {
    expect(placeRescheduleRefusal({ message: 'Too many requests', fieldErrors: [] })).toEqual({ fields: {}, form: 'Too many requests' });
    expect(placeRescheduleRefusal({ message: 'Cannot change', fieldErrors: undefined })).toEqual({ fields: {}, form: 'Cannot change' });
    expect(placeRescheduleRefusal({ message: 'Bad', fieldErrors: [{ field: 'branchName', message: 'Bad' }] })).toEqual({ fields: {}, form: 'Bad' });
  });
});

describe('rescheduleRefusalAfterChange', () => {
  it('clears the changed field, and the time with the day', () => {
    const both = { fields: { bookingDate: 'd', bookingTime: 't' }, form: null };
    expect(rescheduleRefusalAfterChange(both, 'bookingTime')).toEqual({ fields: { bookingDate: 'd' }, form: null });
    expect(rescheduleRefusalAfterChange(both, 'bookingDate')).toEqual({ fields: {}, form: null });
    expect(rescheduleRefusalAfterChange({ fields: {}, form: 'limit' }, 'bookingTime')).toEqual({ fields: {}, form: null });
  });
});
