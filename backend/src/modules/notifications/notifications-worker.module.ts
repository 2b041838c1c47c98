import { Module } from '@nestjs/common';
import { EventStoreModule } from '../../core/event-store/event-store.module.js';
import { MailTransport } from '../../core/mail/mail-transport.js';
import { QueueModule } from '../../core/queue/queue.module.js';
import { BOOKING_MAIL_SETTINGS, BookingMailSubscriber, DEFAULT_BOOKING_MAIL_SETTINGS } from './booking-mail/booking-mail.subscriber.js';
import { BookingReminders } from './booking-mail/booking-reminders.service.js';
import { ClaimMailSubscriber } from './claim-mail/claim-mail.subscriber.js';
import { MailOutboxRelay } from './outbox/mail-outbox.relay.js';
import { SendMailProcessor } from './send-mail.processor.js';
import { WaitlistMailSubscriber } from './waitlist-mail/waitlist-mail.subscriber.js';

/**
 * The consumer side, loaded only by the worker process: the mail processor, the subscribers that
 * derive booking, waitlist-offer and claim mail from the event feed, and the relay of the account and newsletter mail
 * outbox. Needs the application's database (see WorkerModule).
 */
@Module({
  imports: [QueueModule, EventStoreModule],
  providers: [
    MailTransport,
    SendMailProcessor,
    BookingReminders,
    BookingMailSubscriber,
    ClaimMailSubscriber,
    MailOutboxRelay,
    WaitlistMailSubscriber,
    { provide: BOOKING_MAIL_SETTINGS, useValue: DEFAULT_BOOKING_MAIL_SETTINGS },
  ],
})
export class NotificationsWorkerModule {}
