export type Step = -1 | 0 | 1;
export type Direction = 'ltr' | 'rtl';

/** Moving past either end wraps around, so the arrows always do something. */
export function stepIndex(index: number, step: Step, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Arrow keys follow the reading direction: in Arabic the next photo lies to the left, as the page
 * flows right to left, so ArrowLeft moves forward there.
 */
export function keyToStep(key: string, dir: Direction): Step {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === back) return -1;
  return 0;
}

/** A horizontal swipe of at least `threshold` pixels that is more sideways than vertical. */
export function swipeToStep(dx: number, dy: number, dir: Direction, threshold = 40): Step {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  // Swiping the photo away to the reading start brings the next one: leftwards in LTR, rightwards in RTL.
  const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}
