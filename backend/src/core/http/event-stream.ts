import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Under the idle timeouts of the proxies between us and the browser (often 30 to 60 s). */
const HEARTBEAT_MS = 25_000;

/**
 * Takes over a reply as a server-sent-events stream: the headers (the security headers and request id set
 * before the route included, which a hijacked reply does not send itself), a heartbeat that keeps proxies
 * from closing it, and `onClose` once the client goes away. Returns the raw response to write events to,
 * or null for a HEAD request: it gets the stream's headers and its answer ends there (Node sends a HEAD
 * answer's headers only when it ends, so an open stream would leave a monitor or link checker hanging).
 */
export function openEventStream(reply: FastifyReply, onClose: () => void): ServerResponse | null {
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
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  raw.on('close', () => {
    clearInterval(heartbeat);
    onClose();
  });
  return raw;
}
