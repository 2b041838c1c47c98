import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../router';

/**
 * Where each visited history entry was scrolled to, by the entry's key (lib/router.tsx). Kept in the
 * session too, so Back after a reload of the next page still finds the place.
 */
const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 100;
// Pages load their code and data after the address changes: a position or a #target is tried again
// for this long (a busy phone may take seconds), until the page is tall enough or the target exists.
const SETTLE_MS = 5000;

/**
 * Sent while the app returns to the place a page was left at: sections that render only on approach
 * (DeferredSection) render now, as they had when the visitor scrolled past them.
 */
export const NEEDS_CONTENT_EVENT = 'scroll-restoration:needs-content';

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

const positions = typeof window === 'undefined' ? new Map<string, number>() : readPositions();

/**
 * The shown entry's mode as the load found it, before this hook sets 'manual'. Back or a reload keeps
 * an entry's mode: 'auto' then means the visitor left that entry before the code ran, so nothing of
 * its place was remembered and the browser restored it itself.
 */
const modeAtLoad = typeof window === 'undefined' ? 'auto' : window.history.scrollRestoration;

function remember(key: string, top: number): void {
  positions.delete(key);
  positions.set(key, top);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value as string);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Private modes may refuse storage: positions still hold for this page's life.
  }
}

/**
 * The entry's name among the remembered places. Entries the router did not make (the first page
 * of the visit, a followed plain #link) all share the key 'default', so these go by their address.
 */
function placeKey({ key, pathname, search, hash }: { key: string; pathname: string; search: string; hash: string }): string {
  return key === 'default' ? `default:${pathname}${search}${hash}` : key;
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is looked up as written.
  }
  return document.getElementById(id);
}

/** Whether the page was loaded by a reload or Back/Forward, not by following a link or typing an address. */
function loadedByHistory(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Retries `attempt` on each frame until it reports success, the user scrolls, or time runs out;
 * returns the cancel function.
 */
function settle(attempt: () => boolean): () => void {
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchmove', stop);
    window.removeEventListener('keydown', stop);
    window.removeEventListener('pointerdown', stop);
  };
  // Whatever the user does first wins over a late restore.
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchmove', stop, { passive: true });
  window.addEventListener('keydown', stop);
  // A press (on the scrollbar too, which sends no wheel) is the visitor taking over.
  window.addEventListener('pointerdown', stop, { passive: true });
  const tick = () => {
    if (stopped) return;
    if (attempt() || performance.now() - started > SETTLE_MS) stop();
    else frame = requestAnimationFrame(tick);
  };
  tick();
  return stop;
}

/** Frames the page must keep its height and the place for a return to count as done. */
const STEADY_FRAMES = 20;

/**
 * Returns to a remembered place. The place was measured with every section above it rendered (the
 * visitor scrolled past them), so deferred sections are asked to render now, not only while the page
 * is too short: a page already tall enough with their kept space would otherwise show another place,
 * then move when a section near the screen arrived taller than its space (the browser's scroll
 * anchoring follows the content). The place is held until the page's height has stopped changing.
 */
function returnTo(saved: number): () => void {
  let height = -1;
  let steady = 0;
  return settle(() => {
    if (saved > 0) window.dispatchEvent(new Event(NEEDS_CONTENT_EVENT));
    window.scrollTo(0, saved);
    const reached = Math.abs(window.scrollY - saved) < 2;
    const now = document.documentElement.scrollHeight;
    steady = reached && now === height ? steady + 1 : 0;
    height = now;
    return steady >= STEADY_FRAMES;
  });
}

function scrollToTarget(hash: string): () => void {
  return settle(() => {
    const target = hashTarget(hash);
    target?.scrollIntoView({ block: 'start' });
    return target !== null;
  });
}

/**
 * The first page of a load was shown before this code ran (a prerendered page paints from its HTML):
 * the browser put it at its top, at its #target or, restoring the entry itself, back at its place,
 * and the visitor may have scrolled since. Scrolling to the top now would undo both, and make Back
 * return to the top. Only what the browser could not do is done here: the place of an entry this
 * hook had taken over ('manual'), a #target that only the page's code renders.
 */
function arrive(key: string, hash: string): (() => void) | undefined {
  const saved = positions.get(key);
  if (window.scrollY === 0 && loadedByHistory() && modeAtLoad === 'manual' && saved !== undefined) return returnTo(saved);
  // Where the page is now (restored by the browser, or scrolled before this code listened) is the
  // entry's place, not one another load of this address left.
  remember(key, window.scrollY);
  return hash && window.scrollY === 0 ? scrollToTarget(hash) : undefined;
}

/**
 * Browser-like scrolling, which the router leaves to the app:
 * a new page starts at its top, or at its #target; Back and Forward return to where that page was
 * left. A change of the query alone (a tab, a filter) keeps the place.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    // The browser would restore before the page's code has loaded, then fight this hook.
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // The entry being shown, switched in the same commit as the page: a scroll the browser makes when
  // the old page's content goes (clamping to a shorter page) is then never taken for the old entry's place.
  const shownKey = useRef(placeKey(location));
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      const key = shownKey.current;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => remember(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const { pathname, hash, key } = location;
  useLayoutEffect(() => {
    shownKey.current = placeKey(location);
  }, [key]);

  // The router calls the first page of a load a POP, whether or not it has a place to return to.
  const firstPage = useRef(true);

  // By path and #target, not by entry: a change of the query alone keeps the place.
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return arrive(placeKey(location), hash);
    }
    if (navigationType === 'POP') {
      const saved = positions.get(placeKey(location));
      if (saved !== undefined) return returnTo(saved);
    }
    if (hash) return scrollToTarget(hash);
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
}
