import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  heading: string;
  intro?: ReactNode;
  /** Added to `home-section` (e.g. `home-section--tinted`). */
  className?: string;
  /** Added to `home-section__inner`. */
  innerClassName?: string;
  children?: ReactNode;
}

/** One band of the home page: a heading, an optional introduction, then its content. */
export function HomeSection({ id, heading, intro, className, innerClassName, children }: HomeSectionProps) {
  return (
    <section className={className ? `home-section ${className}` : 'home-section'} aria-labelledby={id}>
      <div className={innerClassName ? `home-section__inner ${innerClassName}` : 'home-section__inner'}>
        <h2 id={id} className="home-section__heading">
          {heading}
        </h2>
        {intro ? <p className="home-section__text">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
