import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../core/http/api-error.js';
import { jobOfQuery } from './availability-job.js';

const oil = '3f6b1c2e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const gas = '7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d';
const snapshot = { slotLength: 60, serviceMinutesById: new Map([[oil, 30], [gas, 150]]) };

function refusal(services: unknown, minutes: unknown): string | undefined {
  try {
    jobOfQuery(snapshot, services, minutes);
    return undefined;
  } catch (error) {
    return error instanceof ApiError ? `${error.getStatus()} ${typeof error.key === 'string' ? error.key : error.key.en}` : String(error);
  }
}

describe('the job an availability query asks about', () => {
  it('is one slot without services or minutes, as a booking without services', () => {
    expect(jobOfQuery(snapshot, undefined, undefined)).toEqual({ minutes: 60, slotLength: 60 });
    expect(jobOfQuery(snapshot, '', '')).toEqual({ minutes: 60, slotLength: 60 });
  });

  it('sums the services named by id, or takes the minutes given', () => {
    expect(jobOfQuery(snapshot, `${oil}, ${gas.toUpperCase()}`, undefined)).toEqual({ minutes: 180, slotLength: 60 });
    expect(jobOfQuery(snapshot, undefined, '180')).toEqual({ minutes: 180, slotLength: 60 });
    expect(jobOfQuery(snapshot, undefined, '720').minutes).toBe(720);
  });

  it('refuses bad parameters with a 400 naming them', () => {
    for (const minutes of ['0', '721', '1.5', '1e2', '-5', 'abc', ['60', '120']]) expect(refusal(undefined, minutes)).toMatch(/^400 .*"minutes"/);
    expect(refusal(`${oil},nope`, undefined)).toMatch(/^400 .*"services"/);
    expect(refusal(['a', 'b'], undefined)).toMatch(/^400 .*"services"/);
    expect(refusal(Array(11).fill(oil).join(','), undefined)).toMatch(/^400 .*at most 10/);
    expect(refusal(oil, '60')).toMatch(/^400 .*"services" or "minutes"/);
  });
});
