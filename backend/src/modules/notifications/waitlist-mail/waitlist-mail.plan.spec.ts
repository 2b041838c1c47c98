import { describe, expect, it } from '@jest/globals';
import type { SlotHeldData } from '../../booking/index.js';
import { planWaitlistMail } from './waitlist-mail.plan.js';

const hold: SlotHeldData = {
  holdId: '6f1c2d3e-0000-4000-8000-000000000002',
  entryId: 'e1',
  customerId: 'c1',
  slotMinute: 660,
  timeSlot: '11:00 AM',
  slotMinutes: [660],
  expiresAt: '2026-11-21T06:15:00.000Z',
  branchId: 'b1',
  branchName: 'Riyadh - Al Olaya',
  branchNameAr: 'الرياض - العليا',
  date: '2026-11-22',
  contact: { firstName: 'Sara', lastName: 'Q', email: 'sara@example.com', phoneNumber: '+966551234567' },
  lang: 'ar',
};
const event = { streamId: 'slots-b1-2026-11-22', streamVersion: 7, type: 'SlotHeld', data: hold };
const now = new Date('2026-11-21T06:00:00Z');

describe('waitlist offer mail plan', () => {
  it('mails the offer once per event, in the customer\'s language, naming the branch in it', () => {
    expect(planWaitlistMail(event, now)).toEqual([
      {
        name: 'SendMailJob',
        jobId: 'mail-slots-b1-2026-11-22-v7',
        data: {
          template: 'waitlist-offer',
          to: 'sara@example.com',
          lang: 'ar',
          params: { holdId: hold.holdId, firstName: 'Sara', branchName: 'الرياض - العليا', slot: { bookingDate: '2026-11-22', bookingTime: '11:00 AM', startsAt: '2026-11-22T08:00:00.000Z' }, expiresAt: hold.expiresAt },
        },
      },
    ]);
  });

  it('mails nothing for a hold already expired when read, nor for other events', () => {
    expect(planWaitlistMail(event, new Date('2026-11-21T06:15:00Z'))).toEqual([]);
    expect(planWaitlistMail({ ...event, type: 'SlotReserved' }, now)).toEqual([]);
  });
});
