import { useCallback, useMemo, type ReactNode } from 'react';
import type { ColDef } from 'ag-grid-community';
import { useTranslation, type TFunction } from '../../lib/i18n';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryGrid } from './query-grid';
import { useChosenRow } from './use-chosen-row';
import './manage-list.css';

interface ManageListProps<T extends { _id: string }> {
  /** Added to `manage-list`. */
  className: string;
  headingId: string;
  heading: string;
  query: UseQueryResult<T[]>;
  columns: (t: TFunction) => ColDef<T>[];
  /** The text of each row's Manage button, and its accessible name for a row. */
  manageText: string;
  manageLabel: (row: T, t: TFunction) => string;
  /** The chosen row's panel, whose heading (`panelHeadingId`) is scrolled to when a row is chosen. */
  panel: (row: T, close: () => void) => ReactNode;
  panelHeadingId: string;
  chooseRowText: string;
  /** Width of the Manage column in pixels; 120 unless a list needs the room for its columns. */
  actionsWidth?: number;
}

/** An admin list: every row in a grid with Manage, and below it the panel of the row chosen. */
export function ManageList<T extends { _id: string }>(props: ManageListProps<T>) {
  const { className, headingId, heading, query, columns, manageText, manageLabel, panel, panelHeadingId, chooseRowText, actionsWidth = 120 } = props;
  const { t } = useTranslation();
  const { chosen, choose, close } = useChosenRow(query.data, panelHeadingId);
  const columnDefs = useMemo(() => columns(t), [columns, t]);

  const actions = useCallback(
    (row: T) => (
      <button type="button" className="button button--small" aria-label={manageLabel(row, t)} onClick={() => choose(row)}>
        {manageText}
      </button>
    ),
    [choose, manageLabel, manageText, t],
  );

  return (
    <div className={`manage-list ${className}`}>
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId} className="card__title">
          {heading}
        </h2>
        <QueryGrid label={heading} query={query} columns={columnDefs} actions={actions} actionsWidth={actionsWidth} />
      </section>
      {chosen ? panel(chosen, close) : <p className="notice">{chooseRowText}</p>}
    </div>
  );
}

interface ManagePanelProps {
  /** Added to `card manage-panel`. */
  className: string;
  headingId: string;
  heading: string;
  closeText: string;
  onClose: () => void;
  children: ReactNode;
}

/** The panel of the row being managed: its heading with Close, then what can be done with it. */
export function ManagePanel({ className, headingId, heading, closeText, onClose, children }: ManagePanelProps) {
  return (
    <section className={`card manage-panel ${className}`} aria-labelledby={headingId}>
      <div className="manage-panel__head">
        <h2 id={headingId} className="card__title">
          {heading}
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          {closeText}
        </button>
      </div>
      {children}
    </section>
  );
}
