import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Retries an assertion until it holds or the time is up. For what the asynchronous projections
 * serve (availability from Redis), which may trail a write by a few milliseconds.
 */
export async function eventually(assertion: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await sleep(20);
  }
}
