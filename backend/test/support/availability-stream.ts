import { expect } from '@jest/globals';
import type { AvailableSlot } from '@dealer/contracts';

/** Fails a wait that takes longer than `ms`, instead of hanging the test. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A browser's EventSource on /api/availability/stream, reduced to what the tests need: the next `data:`
 * event as `time:free` texts, or a timeout. `job` adds the route's optional parameters (`&minutes=180`).
 */
export async function openStream(base: string, branch: string, date: string, job = '') {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/availability/stream?branch=${encodeURIComponent(branch)}&date=${date}${job}`, { signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (ms = 10_000): Promise<string[]> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
        if (data) return (JSON.parse(data) as { data: AvailableSlot[] }).data.map((s) => `${s.timeSlot}:${s.free}`);
        continue;
      }
      const chunk = await within(reader.read(), Math.max(1, deadline - Date.now()), 'availability event');
      if (chunk.done) throw new Error('The stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { next, close: () => controller.abort() };
}
