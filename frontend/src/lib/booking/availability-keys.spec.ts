import { describe, expect, it } from '@jest/globals';
import { availabilityKey, availableDaysKey } from './availability-keys';

const job = (services: string) => ({ services });

describe('availability query keys', () => {
  it('differ by the chosen services, so other services ask the server again', () => {
    expect(availabilityKey('Olaya', '2026-11-28', job('a1'))).not.toEqual(availabilityKey('Olaya', '2026-11-28', job('a1,b2')));
    expect(availableDaysKey('Olaya', '2026-11-01', '2026-11-30', job('a1'))).not.toEqual(
      availableDaysKey('Olaya', '2026-11-01', '2026-11-30', job('a1,b2')),
    );
  });

  it('stay under the availability key, so a booking made anywhere refreshes every job', () => {
    expect(availabilityKey('Olaya', '2026-11-28', job('a1')).slice(0, 1)).toEqual(['availability']);
    expect(availableDaysKey('Olaya', '2026-11-01', '2026-11-30', job('a1')).slice(0, 1)).toEqual(['availability']);
  });
});
