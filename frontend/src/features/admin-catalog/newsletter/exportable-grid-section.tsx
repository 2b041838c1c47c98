import { useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColDef, CsvExportParams } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { ErrorState } from '../../../components/page/error-state';
import { NEWSLETTER_GRID_HEIGHT } from './contact-request-columns';

interface ExportableGridSectionProps<T> {
  id: string;
  heading: string;
  intro: string;
  exportLabel: string;
  csvParams: () => CsvExportParams;
  query: UseQueryResult<T[]>;
  columns: ColDef<T>[];
  getRowId: (row: T) => string;
  noRowsText: string;
  actions?: (row: T) => ReactNode;
  actionsWidth?: number;
}

/** A card with a heading, an export button and a read-only grid of one admin list. */
export function ExportableGridSection<T>({ id, heading, intro, exportLabel, csvParams, query, ...grid }: ExportableGridSectionProps<T>) {
  const gridRef = useRef<AgGridReact<T>>(null);
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id} className="card__title">
        {heading}
      </h3>
      <p className="card__intro">{intro}</p>
      <div className="form__actions newsletter__actions">
        <button type="button" className="button button--accent" disabled={!query.data?.length} onClick={() => gridRef.current?.api.exportDataAsCsv(csvParams())}>
          {exportLabel}
        </button>
      </div>
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      <DataGrid gridRef={gridRef} label={heading} rows={query.data} loading={query.isPending} height={NEWSLETTER_GRID_HEIGHT} {...grid} />
    </section>
  );
}
