import { describe, expect, it } from '@jest/globals';
import { BOOKING_STATUSES, type BookingStatus, type CustomerType } from '@dealer/contracts';
import { givenEvents } from '../../../../test/support/decider-spec.js';
import { testBookingDetails } from './booking-details.fixture.js';
import { BookingDecisionError, bookingIdOf, bookingStreamId, decideBooking, evolveBooking, initialBooking, type BookingCommand, type BookingEvent, type BookingSlot } from './booking.decider.js';

const details = testBookingDetails({ durationMinutes: 120 });
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
    expect(given([placed]).when(cancel(after)).refusal).toBe('statusTooLate');
  });

  it('lets only admins confirm, check in, complete or mark a no-show, along the lifecycle', () => {
    const to = (status: BookingStatus, by: CustomerType = 'admin', now = after): BookingCommand => ({ type: 'ChangeBookingStatus', to: status, by, now });
    expect(given([placed]).when(to('confirmed', 'customer', before)).refusal).toBe('statusNotAllowed');
    expect(given([placed]).when(to('arrived', 'customer')).refusal).toBe('statusNotAllowed');
    expect(given([placed]).when(to('confirmed', 'admin', before)).events).toHaveLength(1);
    expect(given([placed, statusChanged('booked', 'confirmed')]).when(to('completed')).events).toHaveLength(1);
    expect(given([placed, statusChanged('booked', 'confirmed')]).when(to('booked')).refusal).toBe('statusNotAllowed');
    expect(given([placed, statusChanged('booked', 'no_show')]).when(to('completed')).refusal).toBe('notChangeable');
  });

  it('lets branch staff move a booking along the lifecycle as an admin would, recorded as staff', () => {
    const to = (status: BookingStatus, now: Date): BookingCommand => ({ type: 'ChangeBookingStatus', to: status, by: 'staff', now });
    expect(given([placed]).when(to('confirmed', before)).events).toEqual([{ type: 'BookingStatusChanged', data: { from: 'booked', to: 'confirmed', by: 'staff' } }]);
    expect(given([placed]).when(to('arrived', before)).refusal).toBe('statusTooEarly');
    expect(given([placed, statusChanged('booked', 'confirmed')]).when(to('arrived', after)).events).toHaveLength(1);
    expect(given([placed]).when({ type: 'RescheduleBooking', to: later, durationMinutes: 60, by: 'staff', now: after }).events).toHaveLength(1);
  });

  it("completes a checked-in booking once it has arrived, though 'arrived' is no longer open", () => {
    const arrived = [placed, statusChanged('booked', 'arrived')];
    expect(given(arrived).when({ type: 'ChangeBookingStatus', to: 'completed', by: 'admin', now: after }).events).toEqual([statusChanged('arrived', 'completed')]);
    expect(given(arrived).when({ type: 'ChangeBookingStatus', to: 'no_show', by: 'admin', now: after }).refusal).toBe('statusNotAllowed');
    expect(given(arrived).when({ type: 'RescheduleBooking', to: later, durationMinutes: 60, by: 'admin', now: after }).refusal).toBe('notChangeable');
  });

  /**
   * Every move an admin may ask for, before and after the start: 'ok', or the refusal. Written out by
   * hand rather than read from BOOKING_MOVES, so a change of the table shows here.
   */
  const LIFECYCLE: Record<'booked' | 'confirmed' | 'arrived', Record<BookingStatus, [before: string, after: string]>> = {
    booked: {
      booked: ['statusNotAllowed', 'statusNotAllowed'],
      confirmed: ['ok', 'statusTooLate'],
      arrived: ['statusTooEarly', 'ok'],
      completed: ['statusTooEarly', 'ok'],
      no_show: ['statusTooEarly', 'ok'],
      cancelled: ['ok', 'statusTooLate'],
    },
    confirmed: {
      booked: ['statusNotAllowed', 'statusNotAllowed'],
      confirmed: ['statusNotAllowed', 'statusNotAllowed'],
      arrived: ['statusTooEarly', 'ok'],
      completed: ['statusTooEarly', 'ok'],
      no_show: ['statusTooEarly', 'ok'],
      cancelled: ['ok', 'statusTooLate'],
    },
    arrived: {
      booked: ['statusNotAllowed', 'statusNotAllowed'],
      confirmed: ['statusNotAllowed', 'statusNotAllowed'],
      arrived: ['statusNotAllowed', 'statusNotAllowed'],
      completed: ['statusTooEarly', 'ok'],
      no_show: ['statusNotAllowed', 'statusNotAllowed'],
      cancelled: ['statusNotAllowed', 'statusNotAllowed'],
    },
  };
  for (const [from, moves] of Object.entries(LIFECYCLE) as [keyof typeof LIFECYCLE, Record<BookingStatus, [string, string]>][]) {
    it(`judges every move from ${from} by the time of the appointment`, () => {
      // An arrival recorded early in the test's history is still judged by the command's own clock.
      const history = from === 'booked' ? [placed] : [placed, statusChanged('booked', from)];
      for (const to of BOOKING_STATUSES) {
        const outcome = (now: Date) => given(history).when({ type: 'ChangeBookingStatus', to, by: 'admin', now }).refusal ?? 'ok';
        expect([to, outcome(before), outcome(after)]).toEqual([to, ...moves[to]]);
      }
    });
  }

  it('names the status asked for when its time has not come or has gone', () => {
    const refused = (to: BookingStatus, now: Date) => {
      try {
        decideBooking({ type: 'ChangeBookingStatus', to, by: 'admin', now }, given([placed]).state);
      } catch (error) {
        return error instanceof BookingDecisionError ? [error.reason, error.status] : error;
      }
      return 'accepted';
    };
    expect(refused('no_show', before)).toEqual(['statusTooEarly', 'no_show']);
    expect(refused('confirmed', after)).toEqual(['statusTooLate', 'confirmed']);
  });

  it('says a finished booking can no longer be changed, whatever is asked', () => {
    for (const final of ['completed', 'no_show'] as const) {
      for (const to of BOOKING_STATUSES) expect(given([placed, statusChanged('booked', final)]).when({ type: 'ChangeBookingStatus', to, by: 'admin', now: after }).refusal).toBe('notChangeable');
    }
  });

  it('says a cancelled booking is already cancelled, to a second cancel and to any other change', () => {
    const cancelled = [placed, statusChanged('booked', 'cancelled')];
    expect(given(cancelled).when({ type: 'ChangeBookingStatus', to: 'cancelled', by: 'customer', now: before }).refusal).toBe('alreadyCancelled');
    expect(given(cancelled).when({ type: 'ChangeBookingStatus', to: 'confirmed', by: 'admin', now: before }).refusal).toBe('alreadyCancelled');
    expect(given(cancelled).when({ type: 'RescheduleBooking', to: later, durationMinutes: 120, by: 'customer', now: before }).refusal).toBe('alreadyCancelled');
  });

  it('reschedules an open booking to another slot', () => {
    const reschedule = (by: CustomerType, now: Date, to = later): BookingCommand => ({ type: 'RescheduleBooking', to, durationMinutes: 120, by, now });
    expect(given([placed]).when(reschedule('customer', before)).events).toEqual([{ type: 'BookingRescheduled', data: { from: slot, to: later, by: 'customer', durationMinutes: 120 } }]);
    expect(given([placed]).when(reschedule('customer', after)).refusal).toBe('notChangeable');
    expect(given([placed]).when(reschedule('admin', after)).events).toHaveLength(1);
    expect(given([placed]).when(reschedule('admin', before, { ...slot, reservationId: 'r9' })).refusal).toBe('sameSlot');
    expect(given([placed, statusChanged('booked', 'completed')]).when(reschedule('admin', before)).refusal).toBe('notChangeable');
    expect(given([]).when(reschedule('admin', before)).refusal).toBe('bookingNotFound');
  });

  it('records new services and their length when a reschedule changes them, and only then', () => {
    const longer = { serviceDetails: ['A/C Gas Refill', 'Compressor Replacement'], serviceDetailsAr: ['تعبئة غاز', 'تغيير الضاغط'] };
    const moved = given([placed]).when({ type: 'RescheduleBooking', to: later, durationMinutes: 300, services: longer, by: 'customer', now: before }).events;
    expect(moved).toEqual([{ type: 'BookingRescheduled', data: { from: slot, to: later, by: 'customer', durationMinutes: 300, ...longer } }]);
    expect([placed, ...moved].reduce(evolveBooking, initialBooking)).toMatchObject({ details: { ...longer, durationMinutes: 300 }, slot: later });
    // The same services named again (case and spaces aside) are no change: the event does not repeat them.
    const same = { serviceDetails: [' a/c gas refill'] };
    expect(given([placed]).when({ type: 'RescheduleBooking', to: later, durationMinutes: 120, services: same, by: 'customer', now: before }).events[0]?.data).not.toHaveProperty('serviceDetails');
    // Other services at the same time are a change; the same services at the same time are not.
    expect(given([placed]).when({ type: 'RescheduleBooking', to: { ...slot, reservationId: 'r9' }, durationMinutes: 300, services: longer, by: 'admin', now: before }).events).toHaveLength(1);
    expect(given([placed]).when({ type: 'RescheduleBooking', to: { ...slot, reservationId: 'r9' }, durationMinutes: 120, services: same, by: 'admin', now: before }).refusal).toBe('sameSlot');
  });

  it('reads a booking placed before durations as one default service length per service', () => {
    const { durationMinutes: _d, ...oldDetails } = details;
    const old: BookingEvent = { type: 'BookingPlaced', data: { bookingId: 'b-0', ...oldDetails, serviceDetails: ['A', 'B'], ...slot } };
    expect([old].reduce(evolveBooking, initialBooking)).toMatchObject({ details: { durationMinutes: 120 } });
    const oldMove: BookingEvent = { type: 'BookingRescheduled', data: { from: slot, to: later, by: 'admin' } };
    expect([old, oldMove].reduce(evolveBooking, initialBooking)).toMatchObject({ details: { durationMinutes: 120, serviceDetails: ['A', 'B'] }, slot: later });
  });

  it('follows the slot through a reschedule', () => {
    const state = [placed, { type: 'BookingRescheduled', data: { from: slot, to: later, by: 'customer' } } as BookingEvent].reduce(evolveBooking, initialBooking);
    expect(state).toMatchObject({ status: 'booked', slot: later });
  });

  it("records the language a customer acted in, so the booking's later mails follow it; an admin's is not recorded", () => {
    const moved = given([placed]).when({ type: 'RescheduleBooking', to: later, durationMinutes: 120, by: 'customer', now: before, lang: 'ar' }).events;
    expect(moved).toEqual([{ type: 'BookingRescheduled', data: { from: slot, to: later, by: 'customer', durationMinutes: 120, lang: 'ar' } }]);
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
