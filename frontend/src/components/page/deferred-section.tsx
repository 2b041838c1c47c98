import { memo, Suspense, use, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { gesturedBeforeApp } from '../../lib/gesture/first-gesture';
import { useHydrated } from '../../lib/prerender/use-hydrated';
import { sectionWaits } from '../../lib/prerender/waiting-sections';
import { NEEDS_CONTENT_EVENT } from '../../lib/scroll/use-scroll-restoration';

/** What a visitor does first on a page: any of these brings the sections that wait for it. */
const FIRST_INTERACTION = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const;

/** After this, a section waiting for the first interaction on a page rendered in the browser comes anyway. */
const SHOWN_ANYWAY_MS = 1500;

interface DeferredSectionProps {
  children: ReactNode;
  /** Space kept meanwhile, close to the real height, so nothing moves when the section arrives. */
  minHeight: string;
  /** Render now: the visitor needs the section (a form they started, a value set for them). */
  now?: boolean;
  /**
   * 'near' (default): when the spot comes near the screen. 'interaction': at the visitor's first
   * scroll, tap or key, for a spot always below the first screen (the footer) that 'near' would load
   * at once on a short page, where it sits just under the screen; on a page rendered in the browser,
   * SHOWN_ANYWAY_MS after it at the latest (a prerendered page shows the server's markup meanwhile).
   */
  until?: 'near' | 'interaction';
}

/** A promise kept open until the section is wanted, with its way to settle it. */
interface Gate {
  promise: Promise<void>;
  open: () => void;
  hydrated: boolean;
  /** Settles once the section is hydrated. */
  done: Promise<void>;
  finish: () => void;
}

function opening(): Gate {
  let open!: () => void;
  let finish!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { promise, open, hydrated: false, done, finish };
}

/** Holds a prerendered section's hydration (suspends) until it is wanted; the server never waits. */
function WhenWanted({ until }: { until: Promise<void> }) {
  if (typeof window !== 'undefined') use(until);
  return null;
}

/** Says when the boundary it closes has been hydrated (its effects run only then). */
function OnHydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

interface ServerSectionProps {
  children: ReactNode;
  gate: Gate;
  onHydrated: () => void;
}

/**
 * A prerendered section: the server's markup stays as it is until the gate opens, then hydrates. New
 * props meanwhile are held back (they would make React drop the server's markup for a fallback) and
 * passed on once the section is hydrated.
 */
const ServerSection = memo(
  function ServerSection({ children, gate, onHydrated }: ServerSectionProps) {
    return (
      <Suspense fallback={null}>
        <WhenWanted until={gate.promise} />
        {children}
        <OnHydrated then={onHydrated} />
      </Suspense>
    );
  },
  (previous, next) => !next.gate.hydrated || (previous.children === next.children && previous.gate === next.gate),
);

/**
 * Renders its children once the spot comes near the screen (or at the first interaction). Below-the-
 * fold sections whose code is a lazy chunk then load as the visitor scrolls, not with the page, keeping
 * the first load light; and at once when Back returns to a place below them, or when `now` says the
 * visitor needs them.
 *
 * On a prerendered page the server renders the section in full, and hydration leaves that HTML as it
 * is (a suspended boundary keeps the server's markup) until the section is wanted: readers and search
 * engines get the content at once, the phone loads its code later. Rendered in the browser, the
 * section shows the kept space until then.
 */
export function DeferredSection({ children, minHeight, now = false, until = 'near' }: DeferredSectionProps) {
  // The wrapper: a fieldset around server markup, a div around what the browser renders.
  const ref = useRef<HTMLDivElement & HTMLFieldSetElement>(null);
  const [gate] = useState(opening);
  const [wanted, setWanted] = useState(now);
  // Rendered on the server, or hydrated from its HTML: decided once, as changing it later would make
  // React throw away the server's markup it keeps.
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  // Renders again once a prerendered section is hydrated, to pass on what changed while it waited.
  const [, passOn] = useReducer((count: number) => count + 1, 0);
  const [onHydrated] = useState(() => () => {
    if (gate.hydrated) return;
    gate.hydrated = true;
    gate.finish();
    passOn();
  });
  // Known as waiting, so a language switch first hydrates it in the language of the server's markup.
  useEffect(() => {
    if (fromServer && !gate.hydrated) sectionWaits(gate.done);
  }, [fromServer, gate]);
  // Once asked for, it stays: `now` turning false again must not take away what the visitor filled in.
  if (now && !wanted) setWanted(true);

  useEffect(() => {
    if (wanted) {
      gate.open();
      return;
    }
    const element = ref.current;
    if (!element) return;
    const reveal = () => setWanted(true);
    // The visitor already touched or scrolled the page while its code loaded: that was the interaction.
    if (until === 'interaction' && gesturedBeforeApp()) {
      reveal();
      return;
    }
    // A section with server markup is watched through all its elements (its wrapper has no box): a
    // visitor who scrolled or jumped past its top before the code arrived (a prerendered page scrolls
    // at once) never brings its first element near again, and its links would stay plain page loads.
    const targets = fromServer && element.firstElementChild ? [...element.children] : [element];
    const observer = until === 'near' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), { rootMargin: '0px 0px 150px' }) : null;
    targets.forEach((target) => observer?.observe(target));
    if (until === 'interaction') FIRST_INTERACTION.forEach((type) => window.addEventListener(type, reveal, { passive: true, once: true }));
    // Rendered in the browser there is no server markup to show meanwhile: a short page (an account, a
    // booking) showed the kept space empty to a visitor who only read. It comes a moment after the page.
    const anyway = until === 'interaction' && !fromServer ? setTimeout(reveal, SHOWN_ANYWAY_MS) : undefined;
    // Back to a place below this spot: render now, so the page is as tall as when it was left.
    window.addEventListener(NEEDS_CONTENT_EVENT, reveal);
    return () => {
      clearTimeout(anyway);
      observer?.disconnect();
      FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, reveal));
      window.removeEventListener(NEEDS_CONTENT_EVENT, reveal);
    };
  }, [wanted, until, gate, fromServer]);

  // The wrapper is outside the boundary, so it is hydrated (and its spot watched) while the section
  // waits; with content in it, it lays out as if absent. It is a fieldset kept disabled until the
  // section is hydrated: the page's own gate (hydration-gate.tsx) opens with the content around the
  // section, and a box ticked in the server's markup before the section's code arrives would be
  // unticked again as React hydrates it.
  if (fromServer) {
    return (
      <fieldset ref={ref} className="deferred-section" style={{ display: 'contents' }} disabled={!gate.hydrated}>
        <ServerSection gate={gate} onHydrated={onHydrated}>
          {children}
        </ServerSection>
      </fieldset>
    );
  }
  return (
    <div ref={ref} style={wanted ? { display: 'contents' } : { minBlockSize: minHeight }}>
      {wanted ? <Suspense fallback={<div style={{ minBlockSize: minHeight }} />}>{children}</Suspense> : null}
    </div>
  );
}
