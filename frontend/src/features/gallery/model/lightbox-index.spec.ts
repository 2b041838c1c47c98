import { describe, expect, it } from '@jest/globals';
import { keyToStep, stepIndex, swipeToStep } from './lightbox-index';

describe('lightbox index', () => {
  it('moves and wraps around both ends', () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 0, 5)).toBe(2);
    expect(stepIndex(3, 1, 0)).toBe(0);
  });

  it('maps arrow keys by reading direction', () => {
    expect(keyToStep('ArrowRight', 'ltr')).toBe(1);
    expect(keyToStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(keyToStep('ArrowLeft', 'rtl')).toBe(1);
    expect(keyToStep('ArrowRight', 'rtl')).toBe(-1);
    expect(keyToStep('Enter', 'ltr')).toBe(0);
  });

  it('turns a sideways swipe into a step and ignores short or vertical ones', () => {
    expect(swipeToStep(-80, 5, 'ltr')).toBe(1);
    expect(swipeToStep(80, 5, 'ltr')).toBe(-1);
    expect(swipeToStep(80, 5, 'rtl')).toBe(1);
    expect(swipeToStep(-80, 5, 'rtl')).toBe(-1);
    expect(swipeToStep(-20, 0, 'ltr')).toBe(0);
    expect(swipeToStep(-60, 120, 'ltr')).toBe(0);
  });
});
