import type { ReactNode } from 'react';

interface CardSectionProps {
  headingId: string;
  heading: string;
  /** The line under the heading. */
  intro?: string;
  /** Announce the intro when it changes (a form that switches between create and edit says so). */
  liveIntro?: boolean;
  /** h3 for a card inside a section that has its own h2. */
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}

/** A card named by its heading, so assistive technology lists it as a region. */
export function CardSection({ headingId, heading, intro, liveIntro, level = 2, className = 'card', children }: CardSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className="card__title">
        {heading}
      </Heading>
      {intro ? (
        <p className="card__intro" aria-live={liveIntro ? 'polite' : undefined}>
          {intro}
        </p>
      ) : null}
      {children}
    </section>
  );
}
