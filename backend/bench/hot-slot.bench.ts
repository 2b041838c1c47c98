import { performance } from 'node:perf_hooks';
import { booking as bookingBody } from '../test/support/booking-body.js';
import { fmt, percentile, type Row } from './bench-measure.js';
import { HOT_TIME, type BenchStack } from './bench-stack.js';

const RACERS = 200;

/**
 * Row 3: RACERS bookings of one slot sent at once over real HTTP. Exactly the branch's capacity may
 * win; every other answer must be a 409, never a 5xx, and nobody should wait long in the queue the
 * slot-day's lock forms.
 */
export async function benchHotSlot(stack: BenchStack): Promise<Row> {
  const { hotBranch } = stack;
  const body = JSON.stringify(bookingBody(hotBranch.name, stack.dates[HOT_TIME.date]!, stack.slots[HOT_TIME.slot]!.label));
  // Racers from the whole crowd: a customer may hold one booking per time, so the bays go to three of them.
  const answers = await Promise.all(
    Array.from({ length: RACERS }, async (_, racer) => {
      const sent = performance.now();
      const status = await fetch(`${stack.baseUrl}/api/bookings/`, {
        method: 'POST',
        headers: { cookie: stack.crowd[racer % stack.crowd.length]!.cookie, 'content-type': 'application/json' },
        body,
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      );
      return { status, ms: performance.now() - sent };
    }),
  );
  const count = (test: (status: number) => boolean) => answers.filter(({ status }) => test(status)).length;
  const won = count((status) => status === 201);
  const full = count((status) => status === 409);
  const broken = count((status) => status >= 500 || status === 0);
  const other = RACERS - won - full - broken;
  const p99 = percentile(answers.map(({ ms }) => ms), 99);
  return {
    measure: `Hot-slot race: ${RACERS} at once for ${hotBranch.capacity} bays`,
    product: `${won}×201, ${full}×409, ${broken}×5xx/none${other > 0 ? `, ${other} other` : ''}; p99 ${fmt.ms(p99)}`,
    baseline: '–',
    ratio: '–',
    target: `exactly ${hotBranch.capacity}×201, rest 409, p99 ≤ 1 s`,
    pass: won === hotBranch.capacity && full === RACERS - hotBranch.capacity && p99 <= 1000,
  };
}
