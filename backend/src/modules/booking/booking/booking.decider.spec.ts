import { describe, expect, it } from '@jest/globals';
import type { BookingStatus, CustomerType } from '@dealer/contracts';
import { givenEvents } from '../../../../test/support/decider-spec.js';
import { BookingDecisionError, bookingIdOf, bookingStreamId, decideBooking, evolveBooking, initialBooking, type BookingCommand, type BookingDetails, type BookingEvent, type BookingSlot } from './booking.decider.js';

const details: BookingDetails = {
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
};
const slot: BookingSlot = { bookingDate: '2026-11-22', bookingTime: '01:00 PM', slotMinute: 780, reservationId: 'r1', startsAt: '2026-11-22T10:00:00.000Z' };
const later: BookingSlot = { bookingDate: '2026-11-23', bookingTime: '09:00 AM', slotMinute: 540, reservationId: 'r2', startsAt: '2026-11-23T06:00:00.000Z' };
const before = new Date('2026-11-21T06:00:00Z');
const after = new Date('2026-11-22T11:00:00Z');

const placed: BookingEvent = { type: 'BookingPlaced', data: { bookingId: 'b-1', ...details, ...slot } };
const statusChanged = (from: BookingStatus, to: BookingStatus): BookingEvent => ({ type: 'BookingStatusChanged', data: { from, to, by: 'admin' } });

const given = givenEvents({ initial: initialBooking, evolve: evolveBooking, decide: decideBooking, refusal: BookingDecisionError });

describe('booking decider', () => {
  it('places a booking once', () => {
    expect(given([]).when({ type: 'PlaceBooking', bookingId: 'b-1', details, slot }).events).toEqual([placed]);
    expect(given([placed]).when({ type: 'PlaceBooking', bookingId: 'b-1', details, slot }).refusal).toBe('alreadyPlaced');
  });

  it('lets the customer cancel before the appointment, not after', () => {
    const cancel = (now: Date): BookingCommand => ({ type: 'ChangeBookingStatus', to: 'cancelled', by: 'customer', now });
    expect(given([placed]).when(cancel(before)).events).toEqual([{ type: 'BookingStatusChanged', data: { from: 'booked', to: 'cancelled', by: 'customer' } }]);
    expect(given([placed]).when(cancel(after)).refusal).toBe('statusNotAllowed');
  });

  it('lets only admins confirm, complete or mark a no-show, along the lifecycle', () => {
    const to = (status: BookingStatus, by: CustomerType = 'admin'): BookingCommand => ({ type: 'ChangeBookingStatus', to: status, by, now: after });
    expect(given([placed]).when(to('confirmed', 'customer')).refusal).toBe('statusNotAllowed');
    expect(given([placed]).when(to('confirmed')).events).toHaveLength(1);
    expect(given([placed, statusChanged('booked', 'confirmed')]).when(to('completed')).events).toHaveLength(1);
    expect(given([placed, statusChanged('booked', 'confirmed')]).when(to('booked')).refusal).toBe('statusNotAllowed');
    expect(given([placed, statusChanged('booked', 'no_show')]).when(to('completed')).refusal).toBe('notChangeable');
  });

  it('says a cancelled booking is already cancelled, to a second cancel and to any other change', () => {
    const cancelled = [placed, statusChanged('booked', 'cancelled')];
    expect(given(cancelled).when({ type: 'ChangeBookingStatus', to: 'cancelled', by: 'customer', now: before }).refusal).toBe('alreadyCancelled');
    expect(given(cancelled).when({ type: 'ChangeBookingStatus', to: 'confirmed', by: 'admin', now: before }).refusal).toBe('alreadyCancelled');
    expect(given(cancelled).when({ type: 'RescheduleBooking', to: later, by: 'customer', now: before }).refusal).toBe('alreadyCancelled');
  });

  it('reschedules an open booking to another slot', () => {
    const reschedule = (by: CustomerType, now: Date, to = later): BookingCommand => ({ type: 'RescheduleBooking', to, by, now });
    expect(given([placed]).when(reschedule('customer', before)).events).toEqual([{ type: 'BookingRescheduled', data: { from: slot, to: later, by: 'customer' } }]);
    expect(given([placed]).when(reschedule('customer', after)).refusal).toBe('notChangeable');
    expect(given([placed]).when(reschedule('admin', after)).events).toHaveLength(1);
    expect(given([placed]).when(reschedule('admin', before, { ...slot, reservationId: 'r9' })).refusal).toBe('sameSlot');
    expect(given([placed, statusChanged('booked', 'completed')]).when(reschedule('admin', before)).refusal).toBe('notChangeable');
    expect(given([]).when(reschedule('admin', before)).refusal).toBe('bookingNotFound');
  });

  it('follows the slot through a reschedule', () => {
    const state = [placed, { type: 'BookingRescheduled', data: { from: slot, to: later, by: 'customer' } } as BookingEvent].reduce(evolveBooking, initialBooking);
    expect(state).toMatchObject({ status: 'booked', slot: later });
  });

  it("records the language a customer acted in, so the booking's later mails follow it; an admin's is not recorded", () => {
    const moved = given([placed]).when({ type: 'RescheduleBooking', to: later, by: 'customer', now: before, lang: 'ar' }).events;
    expect(moved).toEqual([{ type: 'BookingRescheduled', data: { from: slot, to: later, by: 'customer', lang: 'ar' } }]);
    expect([placed, ...moved].reduce(evolveBooking, initialBooking)).toMatchObject({ details: { lang: 'ar' } });
    const byAdmin = given([placed]).when({ type: 'ChangeBookingStatus', to: 'cancelled', by: 'admin', now: before, lang: 'ar' }).events;
    expect(byAdmin).toEqual([{ type: 'BookingStatusChanged', data: { from: 'booked', to: 'cancelled', by: 'admin' } }]);
    expect([placed, ...byAdmin].reduce(evolveBooking, initialBooking)).toMatchObject({ details: { lang: details.lang } });
  });

  it('names a booking stream by the booking id and reads it back', () => {
    expect(bookingIdOf(bookingStreamId('b-1'))).toBe('b-1');
    expect(bookingIdOf('slots-b1-2026-11-22')).toBeNull();
  });
});
