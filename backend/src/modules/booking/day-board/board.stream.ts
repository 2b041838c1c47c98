import { BOARD_CHANGED_EVENT } from '@dealer/contracts';
import type { FastifyReply } from 'fastify';
import { openEventStream } from '../../../core/http/event-stream.js';
import type { BoardDay } from './board-days.js';
import type { BoardChanges } from './board.changes.js';

/**
 * Server-sent events for one branch-day's board: a `changed` event whenever anything of that day is
 * recorded. The board itself stays one GET: the event says when to read it, not what it holds, so a
 * client that reconnects after a gap reads it once and is whole again.
 */
export function streamBoard(reply: FastifyReply, day: BoardDay, changes: BoardChanges): void {
  let unwatch = (): void => undefined;
  const raw = openEventStream(reply, () => unwatch());
  if (!raw) return;
  // Opens the stream for the browser at once (EventSource waits for the first bytes to call it open).
  raw.write(': open\n\n');
  unwatch = changes.watch(day, {
    changed: () => raw.write(`event: ${BOARD_CHANGED_EVENT}\ndata: {}\n\n`),
    close: () => raw.end(),
  });
}
