import { describe, expect, it } from '@jest/globals';
import { bookedMinutes, bookingJob, durationWording, jobKey, jobParam, NO_JOB, timeRangeLabel } from './booking-job';

const catalog = [
  { _id: 'b2', serviceName: 'Compressor Repair', durationMinutes: 120 },
  { _id: 'a1', serviceName: 'A/C Gas Refill', durationMinutes: 60 },
  { _id: 'c3', serviceName: 'Inspection' },
];

describe('bookingJob', () => {
  it('sums the chosen services and names them by sorted id, whatever the order of choice', () => {
    const one = bookingJob(catalog, ['Compressor Repair', 'A/C Gas Refill']);
    const other = bookingJob(catalog, ['A/C Gas Refill', 'Compressor Repair']);
    expect(one).toEqual({ services: 'a1,b2', minutes: 180 });
    expect(jobKey(one)).toBe(jobKey(other));
  });

  it('counts a service without a duration as an hour and ignores names the catalog lacks', () => {
    expect(bookingJob(catalog, ['Inspection', 'Gone'])).toEqual({ services: 'c3', minutes: 60 });
    expect(bookingJob(catalog, [])).toBe(NO_JOB);
  });

  it('asks for the services only when there are some', () => {
    expect(jobParam({ services: 'a1,b2' })).toBe('&services=a1%2Cb2');
    expect(jobParam(NO_JOB)).toBe('');
  });
});

describe('timeRangeLabel', () => {
  it('adds the end to the start as the site writes times', () => {
    expect(timeRangeLabel('09:00 AM', 180, 'en')).toBe('09:00 AM – 12:00 PM');
    expect(timeRangeLabel('09:00 AM', 180, 'ar')).toBe('9:00 ص – 12:00 م');
    expect(timeRangeLabel('11:00 PM', 90, 'en')).toBe('11:00 PM – 12:30 AM');
  });

  it('keeps the start alone without a length', () => {
    expect(timeRangeLabel('01:00 PM', undefined, 'ar')).toBe('1:00 م');
    expect(timeRangeLabel('01:00 PM', 0, 'en')).toBe('01:00 PM');
  });
});

describe('durationWording', () => {
  it('says minutes under an hour and hours to the half hour above', () => {
    expect(durationWording(45)).toEqual({ key: 'minutes', count: 45 });
    expect(durationWording(60)).toEqual({ key: 'hour', count: 1 });
    expect(durationWording(110)).toEqual({ key: 'twoHours', count: 2 });
    expect(durationWording(180)).toEqual({ key: 'hours', count: 3 });
    expect(durationWording(90)).toEqual({ key: 'manyHours', count: 1.5 });
    expect(durationWording(720)).toEqual({ key: 'manyHours', count: 12 });
  });
});

describe('bookedMinutes', () => {
  it('reads the length of a booking only when the server gave one', () => {
    expect(bookedMinutes({ durationMinutes: 120 })).toBe(120);
    expect(bookedMinutes({})).toBeUndefined();
  });
});
