import { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { QueueName } from '../src/core/queue/queue-names.js';
import { availabilityKeys, decodeCheckpoint } from '../src/modules/booking/availability/availability.projection.js';
import type { BenchStack } from './bench-stack.js';

const POLL_MS = 100;
const GIVE_UP_MS = 120_000;

/**
 * Waits until the worker has caught up: every feed subscription (the mail subscribers in PostgreSQL,
 * the availability projector in Redis) has read the last event, and no mail job waits or runs.
 *
 * Write rows alternate the product and its baseline on one machine. The worker follows the feed
 * whoever wrote the events, so without this, the mails of a baseline round would be rendered during the
 * next product round and be counted against the product (and the other way round). Each side's round
 * still pays for the worker work its own bookings cause while it runs.
 */
export async function settleWorker(stack: BenchStack): Promise<void> {
  const queue = new Queue(QueueName.Mail, { connection: { url: stack.config.REDIS_URL }, prefix: `${stack.config.REDIS_PREFIX}:bull` });
  try {
    const deadline = Date.now() + GIVE_UP_MS;
    while (!(await caughtUp(stack, queue))) {
      if (Date.now() > deadline) throw new Error(`The worker did not catch up within ${GIVE_UP_MS / 1000} s`);
      await sleep(POLL_MS);
    }
  } finally {
    await queue.close();
  }
}

async function caughtUp(stack: BenchStack, queue: Queue): Promise<boolean> {
  const projected = decodeCheckpoint(await stack.redis.get(availabilityKeys(stack.config.REDIS_PREFIX).checkpoint));
  const { rows } = await stack.db.query<{ behind: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM (SELECT transaction_id, global_position FROM event_checkpoints
                      UNION ALL SELECT $1::xid8, $2::bigint) AS c
        -- Ordered and limited, not EXISTS, so it stays on the feed's index with years of history (see EventStore.hasEventsAfter).
        CROSS JOIN LATERAL (SELECT 1 FROM events e WHERE (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)
                             ORDER BY e.transaction_id, e.global_position LIMIT 1) AS later
     ) AS behind`,
    [projected?.transactionId ?? '0', projected?.globalPosition ?? '0'],
  );
  if (rows[0]!.behind) return false;
  const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
  return Object.values(counts).every((count) => count === 0);
}
