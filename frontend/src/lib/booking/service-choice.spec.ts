import { describe, expect, it } from '@jest/globals';
import { toggleService } from './service-choice';

describe('toggleService', () => {
  it('adds once and removes', () => {
    const once = toggleService(toggleService([], 'A', true), 'A', true);
    expect(once).toEqual(['A']);
    expect(toggleService(['A', 'B'], 'A', false)).toEqual(['B']);
  });
});
