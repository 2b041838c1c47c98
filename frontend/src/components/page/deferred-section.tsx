import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { NEEDS_CONTENT_EVENT } from '../../lib/scroll/use-scroll-restoration';

/**
 * Renders its children only once the spot comes near the screen. Below-the-fold sections whose code
 * is a lazy chunk then load as the visitor scrolls, not with the page, keeping the first load light;
 * and at once when Back returns to a place below them, or when `now` says the visitor needs them.
 */
export function DeferredSection({ children, minHeight, now = false }: { children: ReactNode; minHeight: string; now?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(now);
  // Once asked for, it stays: `now` turning false again must not take away what the visitor filled in.
  if (now && !near) setNear(true);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '0px 0px 150px' });
    observer.observe(element);
    // Back to a place below this spot: render now, so the page is as tall as when it was left.
    const reveal = () => setNear(true);
    window.addEventListener(NEEDS_CONTENT_EVENT, reveal);
    return () => {
      observer.disconnect();
      window.removeEventListener(NEEDS_CONTENT_EVENT, reveal);
    };
  }, [near]);

  if (near) return <Suspense fallback={<div style={{ minBlockSize: minHeight }} />}>{children}</Suspense>;
  return <div ref={ref} style={{ minBlockSize: minHeight }} />;
}
