import { describe, expect, it } from '@jest/globals';
import { loggableLinks } from './mail-transport.js';

describe('loggableLinks', () => {
  it('keeps where a link goes and leaves its token out', () => {
    const text = [
      'Manage your booking: https://autocare.example/bookings/96a5?token=AABrDR7wXE5rnhG_sYUJQ',
      'Reset: https://autocare.example/forgotpassword?email=a%40b.sa&token=abc123&x=1',
      'Visit https://autocare.example/login',
    ].join('\n');
    expect(loggableLinks(text)).toEqual([
      'https://autocare.example/bookings/96a5?token=…',
      'https://autocare.example/forgotpassword?email=a%40b.sa&token=…&x=1',
      'https://autocare.example/login',
    ]);
  });

  it('finds no link in a mail without one', () => {
    expect(loggableLinks('Thank you for your visit.')).toEqual([]);
  });
});
