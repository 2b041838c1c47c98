import { Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { AvailabilityChanges } from './availability.changes.js';
import type { AvailabilityQuery, AvailabilityReader } from './availability.reader.js';

/** Under the idle timeouts of the proxies between us and the browser (often 30 to 60 s). */
const HEARTBEAT_MS = 25_000;

const logger = new Logger('AvailabilityStream');

/**
 * Serves the free starts of one job on one branch-day as server-sent events: the current starts at once,
 * then the fresh starts whenever the projector reports a change of that day, until the client goes away.
 */
export function streamAvailability(reply: FastifyReply, query: AvailabilityQuery, reader: AvailabilityReader, changes: AvailabilityChanges): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    // The security headers and request id set before the route; a hijacked reply does not send them itself.
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold events back in their buffers.
    'x-accel-buffering': 'no',
  });

  let closed = false;
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

  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const unwatch = changes.watch({ branchId: query.branch.id, date: query.date }, { changed: refresh, close: () => raw.end() });
  raw.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    unwatch();
  });
  refresh();
}
