import { riyadhInstant } from '../../../core/time/riyadh-time.js';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import type { SlotHeldData } from '../../booking/index.js';
import { SEND_MAIL_JOB, type SendMailJobData } from '../send-mail.job.js';

export interface WaitlistMailJob {
  name: typeof SEND_MAIL_JOB;
  jobId: string;
  data: SendMailJobData;
}

/**
 * The offer mail of a hold, in the customer's language. The job id is the event's identity, so the
 * feed read twice mails once; a hold already expired when read (a worker long stopped) mails nothing.
 */
export function planWaitlistMail(event: Pick<StoredEvent, 'streamId' | 'streamVersion' | 'type' | 'data'>, now: Date): WaitlistMailJob[] {
  if (event.type !== 'SlotHeld' || !event.streamId.startsWith('slots-')) return [];
  const hold = event.data as SlotHeldData;
  if (new Date(hold.expiresAt).getTime() <= now.getTime()) return [];
  const arabic = hold.lang === 'ar';
  return [
    {
      name: SEND_MAIL_JOB,
      jobId: `mail-${event.streamId}-v${event.streamVersion}`,
      data: {
        template: 'waitlist-offer',
        to: hold.contact.email,
        lang: hold.lang,
        params: {
          holdId: hold.holdId,
          firstName: hold.contact.firstName,
          branchName: (arabic && hold.branchNameAr) || hold.branchName,
          slot: { bookingDate: hold.date, bookingTime: hold.timeSlot, startsAt: riyadhInstant(hold.date, hold.slotMinute).toISOString() },
          expiresAt: hold.expiresAt,
        },
      },
    },
  ];
}
