import type { BookingFormValues } from './booking-form';

/** A booking form with every mandatory field filled in, for specs. */
export const COMPLETE_BOOKING_FORM: BookingFormValues = {
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
