import { expect } from '@jest/globals';

/** Every bad request must get a 4xx with a message a person can read; never a 500. */
export function expectRefusal(answer: { status: number; body: unknown }, status = 400): string {
  expect(answer.status).toBe(status);
  const message = (answer.body as { message?: unknown }).message;
  expect(typeof message).toBe('string');
  expect((message as string).length).toBeGreaterThan(5);
  return message as string;
}
