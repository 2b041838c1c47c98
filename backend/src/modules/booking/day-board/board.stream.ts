import { BOARD_CHANGED_EVENT } from '@dealer/contracts';
import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { BoardDay } from './board-days.js';
import type { BoardChanges } from './board.changes.js';

/** Under the idle timeouts of the proxies between us and the browser (often 30 to 60 s). */
const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events for one branch-day's board: a `changed` event whenever anything of that day is
 * recorded. The board itself stays one GET: the event says when to read it, not what it holds, so a
 * client that reconnects after a gap reads it once and is whole again.
 */
export function streamBoard(reply: FastifyReply, day: BoardDay, changes: BoardChanges): void {
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
  // Opens the stream for the browser at once (EventSource waits for the first bytes to call it open).
  raw.write(': open\n\n');
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const unwatch = changes.watch(day, {
    changed: () => raw.write(`event: ${BOARD_CHANGED_EVENT}\ndata: {}\n\n`),
    close: () => raw.end(),
  });
  raw.on('close', () => {
    clearInterval(heartbeat);
    unwatch();
  });
}
