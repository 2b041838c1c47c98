import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { NEEDS_CONTENT_EVENT } from '../../lib/scroll/use-scroll-restoration';

/** What a visitor does first on a page: any of these brings the sections that wait for it. */
const FIRST_INTERACTION = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const;

interface DeferredSectionProps {
  children: ReactNode;
  /** Space kept meanwhile, close to the real height, so nothing moves when the section arrives. */
  minHeight: string;
  /** Render now: the visitor needs the section (a form they started, a value set for them). */
  now?: boolean;
  /**
   * 'near' (default): when the spot comes near the screen. 'interaction': at the visitor's first
   * scroll, tap or key, for a spot always below the first screen (the footer) that 'near' would load
   * at once on a short page, where it sits just under the screen.
   */
  until?: 'near' | 'interaction';
}

/**
 * Renders its children only once the spot comes near the screen. Below-the-fold sections whose code
 * is a lazy chunk then load as the visitor scrolls, not with the page, keeping the first load light;
 * and at once when Back returns to a place below them, or when `now` says the visitor needs them.
 */
export function DeferredSection({ children, minHeight, now = false, until = 'near' }: DeferredSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(now);
  // Once asked for, it stays: `now` turning false again must not take away what the visitor filled in.
  if (now && !near) setNear(true);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const reveal = () => setNear(true);
    const observer = until === 'near' ? new IntersectionObserver(([entry]) => entry?.isIntersecting && reveal(), { rootMargin: '0px 0px 150px' }) : null;
    observer?.observe(element);
    if (until === 'interaction') FIRST_INTERACTION.forEach((type) => window.addEventListener(type, reveal, { passive: true, once: true }));
    // Back to a place below this spot: render now, so the page is as tall as when it was left.
    window.addEventListener(NEEDS_CONTENT_EVENT, reveal);
    return () => {
      observer?.disconnect();
      FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, reveal));
      window.removeEventListener(NEEDS_CONTENT_EVENT, reveal);
    };
  }, [near, until]);

  if (near) return <Suspense fallback={<div style={{ minBlockSize: minHeight }} />}>{children}</Suspense>;
  return <div ref={ref} style={{ minBlockSize: minHeight }} />;
}
