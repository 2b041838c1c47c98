import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';

/** Under the idle timeouts of the proxies between us and the browser (often 30 to 60 s). */
const HEARTBEAT_MS = 25_000;

/**
 * Open streams one client address may hold in this process: a socket and a watcher each, kept for as
 * long as the client likes. A household or an office behind one address with every tab of the site
 * open stays far below it; a script opening hundreds does not.
 */
export const MAX_STREAMS_PER_CLIENT = 64;

const openByClient = new Map<string, number>();

/** How many streams the client address holds open now (for tests). */
export function openStreamsOf(client: string): number {
  return openByClient.get(client) ?? 0;
}

/**
 * Takes over a reply as a server-sent-events stream: the headers (the security headers and request id set
 * before the route included, which a hijacked reply does not send itself), a heartbeat that keeps proxies
 * from closing it, and `onClose` once the client goes away. Returns the raw response to write events to,
 * or null for a HEAD request: it gets the stream's headers and its answer ends there (Node sends a HEAD
 * answer's headers only when it ends, so an open stream would leave a monitor or link checker hanging).
 * A client address already holding MAX_STREAMS_PER_CLIENT streams is refused with 429 before anything is opened.
 */
export function openEventStream(reply: FastifyReply, onClose: () => void): ServerResponse | null {
  const client = reply.request.ip;
  const held = openStreamsOf(client);
  if (held >= MAX_STREAMS_PER_CLIENT) throw new ApiError(429, 'tooManyStreams');
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold events back in their buffers.
    'x-accel-buffering': 'no',
  });
  if (reply.request.method === 'HEAD') {
    raw.end();
    return null;
  }
  openByClient.set(client, held + 1);
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  raw.on('close', () => {
    clearInterval(heartbeat);
    const left = openStreamsOf(client) - 1;
    if (left > 0) openByClient.set(client, left);
    else openByClient.delete(client);
    onClose();
  });
  return raw;
}
