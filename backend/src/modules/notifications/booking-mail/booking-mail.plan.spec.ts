import { describe, expect, it } from '@jest/globals';
import { evolveBooking, initialBooking, type BookingEvent, type BookingSlot, type BookingState } from '../../booking/index.js';
import { planBookingMail, type StoredBookingEvent } from './booking-mail.plan.js';

const DAY = 24 * 3600_000;
const now = new Date('2026-11-20T08:00:00Z');
const bookingId = '6f1c2d3e-0000-4000-8000-000000000001';
const streamId = `booking-${bookingId}`;
const slot: BookingSlot = { bookingDate: '2026-11-23', bookingTime: '01:00 PM', slotMinute: 780, reservationId: 'r1', startsAt: '2026-11-23T10:00:00.000Z' };
const later: BookingSlot = { bookingDate: '2026-11-24', bookingTime: '09:00 AM', slotMinute: 540, reservationId: 'r2', startsAt: '2026-11-24T06:00:00.000Z' };

const placed: BookingEvent = {
  type: 'BookingPlaced',
  data: {
    bookingId, customerId: 'c1', email: 'sara@example.com', firstName: 'Sara', lastName: 'Q', phoneNumber: '0551112222', lang: 'ar',
    vehicleType: 'Toyota', model: '2022', transmission: 'Automatic', waitingStatus: 'Waiting', serviceDetails: ['A/C Gas Refill'],
    branchId: 'b1', branchName: 'Riyadh - Olaya', offer: '', isListed: false, ...slot,
  },
};

function stored(event: BookingEvent, streamVersion: number): StoredBookingEvent {
  return { ...event, streamId, streamVersion, recordedAt: new Date('2026-11-20T07:59:00Z') };
}

const given = (...events: BookingEvent[]): BookingState => events.reduce(evolveBooking, initialBooking);

describe('planBookingMail', () => {
  it('confirms a placed booking in its language and schedules the reminder a day before', () => {
    const ops = planBookingMail(stored(placed, 1), initialBooking, now, DAY);
    expect(ops).toEqual([
      { kind: 'add', name: 'SendMailJob', jobId: `mail-${streamId}-v1`, data: expect.objectContaining({ template: 'booking-confirmed', to: 'sara@example.com', lang: 'ar', params: expect.objectContaining({ sequence: 0, stampedAt: '2026-11-20T07:59:00.000Z', slot: { bookingDate: '2026-11-23', bookingTime: '01:00 PM', startsAt: slot.startsAt } }) }) },
      { kind: 'add', name: 'BookingReminderJob', jobId: `reminder-${bookingId}-r1`, data: { bookingId, reservationId: 'r1' }, delay: Date.parse(slot.startsAt) - DAY - now.getTime() },
    ]);
  });

  it('moves the reminder with a reschedule and tells the customer the old and new time', () => {
    const moved: BookingEvent = { type: 'BookingRescheduled', data: { from: slot, to: later, by: 'customer' } };
    const ops = planBookingMail(stored(moved, 2), given(placed), now, DAY);
    expect(ops.map((op) => [op.kind, op.jobId])).toEqual([
      ['remove', `reminder-${bookingId}-r1`],
      ['add', `mail-${streamId}-v2`],
      ['add', `reminder-${bookingId}-r2`],
    ]);
    expect(ops[1]).toMatchObject({ data: { template: 'booking-rescheduled', params: { sequence: 1, previous: { bookingTime: '01:00 PM' }, slot: { bookingTime: '09:00 AM' } } } });
  });

  it('drops the reminder and sends a cancellation when cancelled; only drops it when completed', () => {
    const cancelled: BookingEvent = { type: 'BookingStatusChanged', data: { from: 'booked', to: 'cancelled', by: 'customer' } };
    expect(planBookingMail(stored(cancelled, 2), given(placed), now, DAY)).toEqual([
      { kind: 'remove', jobId: `reminder-${bookingId}-r1` },
      { kind: 'add', name: 'SendMailJob', jobId: `mail-${streamId}-v2`, data: expect.objectContaining({ template: 'booking-cancelled' }) },
    ]);
    const completed: BookingEvent = { type: 'BookingStatusChanged', data: { from: 'booked', to: 'completed', by: 'admin' } };
    expect(planBookingMail(stored(completed, 2), given(placed), now, DAY)).toEqual([{ kind: 'remove', jobId: `reminder-${bookingId}-r1` }]);
    const confirmed: BookingEvent = { type: 'BookingStatusChanged', data: { from: 'booked', to: 'confirmed', by: 'admin' } };
    expect(planBookingMail(stored(confirmed, 2), given(placed), now, DAY)).toEqual([]);
  });

  it('names the branch and services in Arabic in an Arabic mail, falling back to English where none was recorded', () => {
    const named: BookingEvent = { ...placed, data: { ...placed.data, serviceDetails: ['A/C Gas Refill', 'Oil Change'], branchNameAr: 'الرياض - العليا', serviceDetailsAr: ['تعبئة غاز المكيف', ''] } } as BookingEvent;
    const [mail] = planBookingMail(stored(named, 1), initialBooking, now, DAY);
    expect(mail).toMatchObject({ data: { lang: 'ar', params: { branchName: 'الرياض - العليا', services: ['تعبئة غاز المكيف', 'Oil Change'] } } });
    const english: BookingEvent = { ...named, data: { ...named.data, lang: 'en' } } as BookingEvent;
    expect(planBookingMail(stored(english, 1), initialBooking, now, DAY)[0]).toMatchObject({ data: { lang: 'en', params: { branchName: 'Riyadh - Olaya', services: ['A/C Gas Refill', 'Oil Change'] } } });
  });

  it("follows the language of the customer's latest action on the booking, not an admin's", () => {
    const movedInEnglish: BookingEvent = { type: 'BookingRescheduled', data: { from: slot, to: later, by: 'customer', lang: 'en' } };
    expect(planBookingMail(stored(movedInEnglish, 2), given(placed), now, DAY)[1]).toMatchObject({ data: { template: 'booking-rescheduled', lang: 'en' } });
    const cancelledByBranch: BookingEvent = { type: 'BookingStatusChanged', data: { from: 'booked', to: 'cancelled', by: 'admin' } };
    expect(planBookingMail(stored(cancelledByBranch, 3), given(placed, movedInEnglish), now, DAY)[1]).toMatchObject({ data: { template: 'booking-cancelled', lang: 'en' } });
  });

  it('skips a reminder whose moment has passed and notices about a past appointment', () => {
    const soon = new Date(Date.parse(slot.startsAt) - 3600_000);
    expect(planBookingMail(stored(placed, 1), initialBooking, soon, DAY).map((op) => op.jobId)).toEqual([`mail-${streamId}-v1`]);
    expect(planBookingMail(stored(placed, 1), initialBooking, new Date('2026-12-01T00:00:00Z'), DAY)).toEqual([]);
  });

  it('plans the same job ids for the same event every time', () => {
    const once = planBookingMail(stored(placed, 1), initialBooking, now, DAY).map((op) => op.jobId);
    const again = planBookingMail(stored(placed, 1), initialBooking, new Date(now.getTime() + 60_000), DAY).map((op) => op.jobId);
    expect(again).toEqual(once);
  });
});
