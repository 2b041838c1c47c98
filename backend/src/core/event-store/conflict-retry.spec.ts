import { describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { ApiError } from '../http/api-error.js';
import { withConflictRetry } from './conflict-retry.js';
import { ConcurrencyError } from './event-store.types.js';

const conflict = () => new ConcurrencyError('booking-1', 3, 4);
const pgError = (code: string) => new QueryFailedError('INSERT', [], Object.assign(new Error('pg'), { code }));

/** An attempt that fails with the given errors, one per call, then answers 'done'. */
function failing(...errors: Error[]) {
  let calls = 0;
  const attempt = async () => {
    const error = errors[calls++];
    if (error) throw error;
    return 'done';
  };
  return { attempt, calls: () => calls };
}

describe('withConflictRetry', () => {
  it('given a writer that got there first, when the attempt runs again on fresh state, then its answer is returned', async () => {
    const { attempt, calls } = failing(conflict(), pgError('40P01'), pgError('40001'));
    await expect(withConflictRetry(attempt)).resolves.toBe('done');
    expect(calls()).toBe(4);
  });

  it('given conflicts on every attempt, when the retries run out, then the caller gets a 409 asking to try again', async () => {
    const { attempt, calls } = failing(conflict(), conflict(), conflict());
    const refusal = await withConflictRetry(attempt, { retries: 2 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).getStatus()).toBe(409);
    expect((refusal as ApiError).key).toBe('changedConcurrently');
    expect(calls()).toBe(3);
  });

  it('given a refusal that is not a conflict, when the attempt fails, then it is not run again', async () => {
    const refusal = new Error('slotFull');
    const { attempt, calls } = failing(refusal);
    await expect(withConflictRetry(attempt)).rejects.toBe(refusal);
    expect(calls()).toBe(1);
    const { attempt: unique, calls: uniqueCalls } = failing(pgError('23505'));
    await expect(withConflictRetry(unique)).rejects.toBeInstanceOf(QueryFailedError);
    expect(uniqueCalls()).toBe(1);
  });
});
