import type { BookingDetails } from './booking.decider.js';

/** A booking's details for tests: Sara's Toyota at Riyadh - Al Olaya, unless the test says otherwise. */
export function testBookingDetails(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return {
    customerId: 'c1',
    email: 's@example.com',
    firstName: 'Sara',
    lastName: 'Q',
    phoneNumber: '+966551234567',
    lang: 'en',
    vehicleType: 'Toyota',
    model: '2022',
    transmission: 'Automatic',
    waitingStatus: 'Waiting',
    serviceDetails: ['A/C Gas Refill'],
    branchId: 'b1',
    branchName: 'Riyadh - Al Olaya',
    offer: '',
    isListed: false,
    durationMinutes: 60,
    ...overrides,
  };
}
