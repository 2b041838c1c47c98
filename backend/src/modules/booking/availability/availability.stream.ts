import { Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { openEventStream } from '../../../core/http/event-stream.js';
import type { AvailabilityChanges } from './availability.changes.js';
import type { AvailabilityQuery, AvailabilityReader } from './availability.reader.js';

const logger = new Logger('AvailabilityStream');

/**
 * Serves the free starts of one job on one branch-day as server-sent events: the current starts at once,
 * then the fresh starts whenever the projector reports a change of that day, until the client goes away.
 */
export function streamAvailability(reply: FastifyReply, query: AvailabilityQuery, reader: AvailabilityReader, changes: AvailabilityChanges): void {
  let closed = false;
  let unwatch = (): void => undefined;
  const raw = openEventStream(reply, () => {
    closed = true;
    unwatch();
  });
  if (!raw) return;

  let reading = false;
  let readAgain = false;
  let lastSent = '';
  // One read at a time; changes arriving meanwhile fold into a single read after it.
  const refresh = (): void => {
    if (closed) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    reader
      .freeSlotsBody(query)
      .then(
        (payload) => {
          // A change of the day need not change its free slots, and reconnects refresh everyone.
          if (closed || payload === lastSent) return;
          lastSent = payload;
          raw.write(`data: ${payload}\n\n`);
        },
        (error: unknown) => logger.warn(`Could not read availability for a stream: ${String(error)}`),
      )
      .finally(() => {
        reading = false;
        if (readAgain) {
          readAgain = false;
          refresh();
        }
      });
  };

  unwatch = changes.watch({ branchId: query.branch.id, date: query.date }, { changed: refresh, close: () => raw.end() });
  refresh();
}
