import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';
import './page.css';

interface PageIntroProps {
  title: string;
  heading: string;
  intro?: string;
  children?: ReactNode;
}

/** The common top of a page: sets the tab title and shows the page heading with its lead text. */
export function PageIntro({ title, heading, intro, children }: PageIntroProps) {
  usePageTitle(title);
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
