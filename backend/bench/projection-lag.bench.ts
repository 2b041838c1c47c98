import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { availabilityKeys, dayKey, parseChangeMessage } from '../src/modules/booking/availability/availability.projection.js';
import { booking as bookingBody } from '../test/support/booking-body.js';
import { fmt, percentile, type Row } from './bench-measure.js';
import type { BenchStack, CrowdMember } from './bench-stack.js';

const BOOKINGS = 200;
const PAUSE_MS = 10;
const GIVE_UP_MS = 3000;

/**
 * Row 4: for paced bookings one at a time, the time from the 201 (sent after commit) until the projector
 * announces the branch-day on the changes channel. It publishes inside the MULTI that writes the hash,
 * so the message means the hash already shows the booking. A message that beats the 201 counts as 0 ms.
 * A member of the crowd books at times it has not held yet (the history rows measure again); without
 * one, the paced customer walks a fixed pattern of branches, dates and slots.
 */
export async function benchProjectionLag(stack: BenchStack, booker?: CrowdMember): Promise<Row> {
  const subscriber = stack.redis.duplicate();
  let waiting: { day: string; resolve: (at: number) => void } | undefined;
  subscriber.on('message', (_channel: string, message: string) => {
    const at = performance.now();
    if (waiting && parseChangeMessage(message).some((day) => dayKey(day) === waiting?.day)) waiting.resolve(at);
  });
  await subscriber.subscribe(availabilityKeys(stack.config.REDIS_PREFIX).changes);
  const lags: number[] = [];
  let lost = 0;
  let refused = 0;
  try {
    for (let index = 0; index < BOOKINGS; index++) {
      const branch = stack.branches[index % stack.branches.length]!;
      const time = booker?.nextTime() ?? pacedTime(stack, index);
      const date = time.date;
      const seen = new Promise<number>((resolve) => (waiting = { day: dayKey({ branchId: branch.id, date }), resolve }));
      const response = await fetch(`${stack.baseUrl}/api/bookings/`, {
        method: 'POST',
        headers: { cookie: (booker ?? stack.customer).cookie, 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(branch.name, date, time.slot.label)),
      });
      const answered = performance.now();
      await response.arrayBuffer();
      if (response.status !== 201) {
        refused++;
        continue;
      }
      const at = await Promise.race([seen, sleep(GIVE_UP_MS).then(() => undefined)]);
      if (at === undefined) lost++;
      else lags.push(Math.max(0, at - answered));
      await sleep(PAUSE_MS);
    }
  } finally {
    waiting = undefined;
    subscriber.disconnect();
  }
  const p50 = percentile(lags, 50);
  const p99 = percentile(lags, 99);
  const trouble = [refused > 0 ? `${refused} not booked` : '', lost > 0 ? `${lost} not seen in ${GIVE_UP_MS / 1000} s` : ''].filter(Boolean);
  return {
    measure: `Projection lag commit → Redis (${BOOKINGS} paced bookings)`,
    product: `p50 ${fmt.ms(p50)}, p99 ${fmt.ms(p99)}${trouble.length > 0 ? ` (${trouble.join(', ')})` : ''}`,
    baseline: '–',
    ratio: '–',
    target: 'p99 ≤ 50 ms',
    pass: p99 <= 50 && lost === 0 && refused === 0,
  };
}

/**
 * The paced customer's n-th time: every slot of a date, then the next date. One customer never holds
 * two bookings at one time (the limits refuse the second), so no pair may come twice; a pattern that
 * stepped dates and slots apart repeated pairs whenever the count of bookable dates (it changes with
 * the day of the run) shared a factor with the slots'.
 */
function pacedTime(stack: BenchStack, index: number): { date: string; slot: { label: string; minute: number } } {
  const slots = stack.slots.length;
  if (BOOKINGS > slots * stack.dates.length) throw new Error(`${BOOKINGS} paced bookings need more than ${stack.dates.length} dates of ${slots} slots`);
  return { date: stack.dates[Math.floor(index / slots)]!, slot: stack.slots[index % slots]! };
}

