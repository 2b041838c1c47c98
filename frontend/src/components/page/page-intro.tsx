import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/meta/use-page-meta';
import './page.css';

interface PageIntroProps {
  title: string;
  heading: string;
  intro?: string;
  /** The page's meta description for search results, in the language shown. */
  description?: string;
  children?: ReactNode;
}

/** The common top of a page: sets the tab title and description and shows the page heading with its lead text. */
export function PageIntro({ title, heading, intro, description, children }: PageIntroProps) {
  usePageMeta(title, description);
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__heading">{heading}</h1>
        {intro ? <p className="page__lead">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
