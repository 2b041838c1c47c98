import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatBookingDate, isolate } from '@dealer/contracts';
import { getQueueToken } from '@nestjs/bullmq';
import { NestFactory } from '@nestjs/core';
import type { Job, Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { QueueName } from '../src/core/queue/queue-names.js';
import { riyadhInstant } from '../src/core/time/riyadh-time.js';
import { bookingStreamId } from '../src/modules/booking/index.js';
import { BOOKING_MAIL_SUBSCRIPTION, BookingMailSubscriber } from '../src/modules/notifications/booking-mail/booking-mail.subscriber.js';
import { BOOKING_REMINDER_JOB, reminderJobId, type BookingReminderJobData } from '../src/modules/notifications/booking-mail/booking-reminder.job.js';
import type { MailQueueJobData } from '../src/modules/notifications/send-mail.job.js';
import { WorkerModule } from '../src/worker.module.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { Caller } from './support/http-client.js';
import { extractLink, type CaughtMail } from './support/mail-catcher.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let sara: Caller;
let layla: Caller;
const BRANCH = 'Riyadh - Olaya';
const day = workingDate(3);
const otherDay = workingDate(5);
const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminCaller(t);
  sara = await customerCaller(t, 'sara@example.com');
  layla = await arabicCustomer('layla@example.com');
  await seedBranches(admin, [{ name: BRANCH, capacity: 2 }]);
});
afterAll(async () => {
  await t?.close();
});

/** Registered and verified with Arabic as the browser's language, so her account speaks Arabic. */
async function arabicCustomer(email: string): Promise<Caller> {
  const customer = new Caller(t.app, 'ar');
  const password = 'customer-pass-1';
  await customer.post('/api/customers/', { firstName: 'Layla', lastName: 'A', email, phoneNumber: '0551113333', password });
  const params = new URL(extractLink(await t.mail.waitForMail(email), '/login?userId=')).searchParams;
  await customer.put(`/api/customers/${params.get('userId')}`, { verified: true, token: params.get('token') });
  expect((await customer.post('/api/customers/login/', { email, password })).status).toBe(200);
  return customer;
}

const mailQueue = () => t.worker.get<Queue<MailQueueJobData>>(getQueueToken(QueueName.Mail), { strict: false });
const subscriber = () => t.worker.get(BookingMailSubscriber, { strict: false });

async function place(customer: Caller, date: string, time: string): Promise<string> {
  const placed = await customer.post<{ _id: string }>('/api/bookings/', booking(BRANCH, date, time));
  expect(placed.status).toBe(201);
  return placed.body._id;
}

async function pendingReminders(bookingId: string): Promise<Job<BookingReminderJobData>[]> {
  const delayed = await mailQueue().getDelayed();
  return delayed.filter((job): job is Job<BookingReminderJobData> => job.name === BOOKING_REMINDER_JOB && 'bookingId' in job.data && job.data.bookingId === bookingId);
}

async function finished(jobId: string): Promise<Job<MailQueueJobData>> {
  for (let i = 0; i < 200; i++) {
    const job = await mailQueue().getJob(jobId);
    if (job?.finishedOn) return job;
    await sleep(50);
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** The text/calendar part of a caught message: its Content-Type and the decoded .ics. */
function calendarOf(mail: CaughtMail): { contentType: string; ics: string } {
  const at = mail.raw.search(/^Content-Type: text\/calendar/im);
  expect(at).toBeGreaterThan(-1);
  const partStart = mail.raw.lastIndexOf('\n--', at);
  const part = mail.raw.slice(partStart, mail.raw.indexOf('\n--', at));
  const [head = '', body = ''] = part.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const contentType = /Content-Type: ([^\r\n]+)/i.exec(headers)?.[1] ?? '';
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
  const ics = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { contentType, ics: ics.replace(/\r\n /g, '') };
}

const icsStamp = (date: string, hhmm: string) => `${date.replace(/-/g, '')}T${hhmm}00`;

let saraBooking: string;
let laylaBooking: string;

describe('mail derived from booking events', () => {
  it('confirms a booking with a calendar invitation at the slot in Riyadh time, and schedules a reminder', async () => {
    saraBooking = await place(sara, day, '01:00 PM');
    const mail = await t.mail.waitForMail('sara@example.com', (m) => m.subject.startsWith('Booking confirmed'));
    expect(mail.subject).toBe(`Booking confirmed: ${BRANCH}, ${day} at 01:00 PM`);
    expect(mail.text).toContain('Time (Riyadh): 01:00 PM');
    expect(mail.text).toContain('Services: A/C Gas Refill');
    expect(mail.text).toMatch(new RegExp(`Manage your booking: http://site\\.test/bookings/${saraBooking}\\?token=[\\w-]+`));

    const { contentType, ics } = calendarOf(mail);
    expect(contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
    expect(ics).toContain(`DTSTART;TZID=Asia/Riyadh:${icsStamp(day, '1300')}`);
    expect(ics).toContain(`UID:booking-${saraBooking}@site.test`);
    expect(ics).toContain('SEQUENCE:0');

    const [reminder, ...others] = await pendingReminders(saraBooking);
    expect(others).toEqual([]);
    const dueAt = riyadhInstant(day, 13 * 60).getTime() - DAY_MS;
    expect(Math.abs(reminder!.timestamp + reminder!.delay - dueAt)).toBeLessThan(5000);
  });

  it('writes to an Arabic customer in Arabic', async () => {
    laylaBooking = await place(layla, day, '01:00 PM');
    const mail = await t.mail.waitForMail('layla@example.com', (m) => m.subject.startsWith('تم تأكيد حجزك'));
    expect(mail.subject).toBe(`تم تأكيد حجزك: ${isolate(BRANCH)}، ${isolate(formatBookingDate(day, 'ar'))} الساعة ${isolate('1:00 م')}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain(`الوقت (بتوقيت الرياض): ${isolate('1:00 م')}`);
    expect(calendarOf(mail).ics).toContain(`DTSTART;TZID=Asia/Riyadh:${icsStamp(day, '1300')}`);
  });

  it('sends a reschedule notice that updates the same calendar entry, and moves the reminder', async () => {
    const [before] = await pendingReminders(saraBooking);
    expect((await sara.post(`/api/bookings/${saraBooking}/reschedule`, { bookingDate: otherDay, bookingTime: '09:00 AM' })).status).toBe(200);
    const mail = await t.mail.waitForMail('sara@example.com', (m) => m.subject.startsWith('Booking moved'));
    expect(mail.subject).toBe(`Booking moved: ${BRANCH}, ${otherDay} at 09:00 AM`);
    expect(mail.text).toContain('01:00 PM to the new time');
    const { ics } = calendarOf(mail);
    expect(ics).toContain(`UID:booking-${saraBooking}@site.test`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`DTSTART;TZID=Asia/Riyadh:${icsStamp(otherDay, '0900')}`);

    await subscriber().caughtUp();
    expect(await mailQueue().getJob(before!.id!)).toBeUndefined();
    const [after] = await pendingReminders(saraBooking);
    expect(after!.data.reservationId).not.toBe(before!.data.reservationId);
    expect(Math.abs(after!.timestamp + after!.delay - (riyadhInstant(otherDay, 9 * 60).getTime() - DAY_MS))).toBeLessThan(5000);
  });

  it('sends a cancellation that removes the calendar entry, and drops the reminder', async () => {
    expect((await sara.post(`/api/bookings/${saraBooking}/cancel`)).status).toBe(200);
    const mail = await t.mail.waitForMail('sara@example.com', (m) => m.subject.startsWith('Booking cancelled'));
    expect(mail.subject).toBe(`Booking cancelled: ${BRANCH}, ${otherDay} at 09:00 AM`);
    const { contentType, ics } = calendarOf(mail);
    expect(contentType).toMatch(/method=CANCEL/i);
    expect(ics).toContain('STATUS:CANCELLED');
    await subscriber().caughtUp();
    expect(await pendingReminders(saraBooking)).toEqual([]);
  });
});

describe('reminders', () => {
  it('sends the reminder when it falls due for a booking still at that slot', async () => {
    const [reminder] = await pendingReminders(laylaBooking);
    await reminder!.promote();
    const mail = await t.mail.waitForMail('layla@example.com', (m) => m.subject.startsWith('تذكير'));
    expect(mail.subject).toBe(`تذكير بموعدك في ${isolate(BRANCH)}، ${isolate(formatBookingDate(day, 'ar'))} الساعة ${isolate('1:00 م')}`);
    // The link to manage the booking, signed as the reminder is written, opens it without a session.
    const token = new RegExp(`إدارة حجزك: http://site\\.test/bookings/${laylaBooking}\\?token=([\\w-]+)`).exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect((await new Caller(t.app).send('GET', `/api/bookings/${laylaBooking}`, undefined, { 'x-booking-token': token! })).status).toBe(200);
    expect((await finished(reminder!.id!)).returnvalue).toBe('sent');
  });

  it('sends nothing for a reminder that outlived its booking (cancelled, or moved off that slot)', async () => {
    // The first slot's reservation: the booking has since moved from it and was then cancelled.
    const [placed] = await t.worker.get(DataSource, { strict: false }).query<{ reservationId: string }[]>(
      `SELECT data->>'reservationId' AS "reservationId" FROM events WHERE stream_id = $1 AND type = 'BookingPlaced'`,
      [bookingStreamId(saraBooking)],
    );
    const jobId = reminderJobId(saraBooking, placed!.reservationId);
    await mailQueue().add(BOOKING_REMINDER_JOB, { bookingId: saraBooking, reservationId: placed!.reservationId }, { jobId });
    expect((await finished(jobId)).returnvalue).toBe('skipped');
    expect(t.mail.messages.filter((m) => m.to.includes('sara@example.com') && m.subject.startsWith('Reminder'))).toEqual([]);
  });
});

describe('delivery guarantees', () => {
  it('sends nothing twice when the feed is handled again from an older checkpoint', async () => {
    const sub = subscriber();
    await sub.caughtUp();
    const sentBefore = t.mail.messages.length;
    const confirmation = await mailQueue().getJob(`mail-booking-${saraBooking}-v1`);
    expect(confirmation?.finishedOn).toBeDefined();

    await t.worker.get(DataSource, { strict: false }).query(`DELETE FROM event_checkpoints WHERE subscription = $1`, [BOOKING_MAIL_SUBSCRIPTION]);
    await sub.onModuleDestroy();
    sub.onModuleInit();
    await sub.caughtUp();

    expect(await mailQueue().getJobCounts('waiting', 'active', 'prioritized')).toEqual({ waiting: 0, active: 0, prioritized: 0 });
    await sleep(1000);
    expect(t.mail.messages.length).toBe(sentBefore);
    expect((await mailQueue().getJob(`mail-booking-${saraBooking}-v1`))?.finishedOn).toBe(confirmation!.finishedOn);
    expect(await pendingReminders(saraBooking)).toEqual([]);
  });

  it('runs the subscriber in one worker at a time; a standby takes over when the leader stops', async () => {
    const standby = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: ['error'] });
    try {
      const standbySubscriber = standby.get(BookingMailSubscriber, { strict: false });
      await expect(standbySubscriber.caughtUp(1500)).rejects.toThrow(/not leading/);
      await subscriber().onModuleDestroy();
      await standbySubscriber.caughtUp(15_000);

      const booked = await place(sara, otherDay, '02:00 PM');
      await t.mail.waitForMail('sara@example.com', (m) => m.subject.startsWith('Booking confirmed') && m.text.includes('02:00 PM'));
      expect(await pendingReminders(booked)).toHaveLength(1);
    } finally {
      await standby.close();
      subscriber().onModuleInit();
    }
    await subscriber().caughtUp(15_000);
  });
});
