import { describe, expect, it } from '@jest/globals';
import { directionsUrl } from './directions';

describe('directionsUrl', () => {
  it('points Google Maps at the branch coordinates', () => {
    expect(directionsUrl(24.7136, 46.6753)).toBe('https://www.google.com/maps/dir/?api=1&destination=24.7136,46.6753');
  });
});
