/**
 * What shows a visitor is there to use the page: a touch, the mouse, the wheel, a scroll. Not a key:
 * a keyboard user tabbing to the map's button would see it vanish under the focus; they press it.
 */
export const FIRST_GESTURES = ['pointerdown', 'pointermove', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Set on <html> by the page's first inline script (route-preload.plugin.ts) at the visitor's first
 * gesture, long before the app listens: on a slow phone the visitor touches or scrolls a prerendered
 * page while its code still loads, and that gesture counts as much as a later one. It stays for the
 * document's life: after a move within the app, what waited for a gesture comes at once, the first
 * load being over.
 */
export const GESTURE_MARK = 'data-gestured';

/** Whether the visitor has made a gesture on this page since it loaded (see GESTURE_MARK). */
export function gesturedBeforeApp(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(GESTURE_MARK);
}
