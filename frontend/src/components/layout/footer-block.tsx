import type { ReactNode } from 'react';

/** One column of the site footer, named by its heading. */
export function FooterBlock({ headingId, heading, children }: { headingId: string; heading: string; children: ReactNode }) {
  return (
    <section className="site-footer__block" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
