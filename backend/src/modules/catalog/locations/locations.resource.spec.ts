import { describe, expect, it } from '@jest/globals';
import { coordinateWarnings } from './locations.resource.js';

describe('coordinateWarnings', () => {
  it('says nothing for branches in Saudi Arabia', () => {
    expect(coordinateWarnings(24.69, 46.68)).toEqual([]); // Riyadh
    expect(coordinateWarnings(16.89, 42.55)).toEqual([]); // Jazan
    expect(coordinateWarnings(26.43, 50.1)).toEqual([]); // Dammam
  });

  it('warns, in both languages, for coordinates elsewhere or swapped', () => {
    expect(coordinateWarnings(46.68, 24.69)).toHaveLength(1);
    expect(coordinateWarnings(51.5, -0.12)[0]!.en).toMatch(/outside Saudi Arabia/);
  });
});
