import type { ReactNode } from 'react';
import './summary-list.css';

/** One fact: what it is, and its value. */
export interface SummaryRow {
  term: string;
  value: ReactNode;
}

/** The facts of one record as a description list, for the account and admin detail views. */
export function SummaryList({ rows, className }: { rows: readonly SummaryRow[]; className: string }) {
  return (
    <dl className={`summary-list ${className}`}>
      {rows.map(({ term, value }) => (
        <div key={term} className="summary-list__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
