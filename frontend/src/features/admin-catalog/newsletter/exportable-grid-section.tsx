import { useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColDef, CsvExportParams } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { useTranslation } from '../../../lib/i18n';
import { CardSection } from '../../../components/layout/card-section';
import { QueryGrid } from '../../../components/record-list/query-grid';
import { NEWSLETTER_GRID_HEIGHT } from './contact-request-columns';

interface ExportableGridSectionProps<T> {
  /** Which list: its texts are newsletter.<list>.heading, intro, exportCsv and noRows. */
  list: 'requests' | 'subscribers';
  csvParams: () => CsvExportParams;
  query: UseQueryResult<T[]>;
  columns: ColDef<T>[];
  actions?: (row: T) => ReactNode;
  actionsWidth?: number;
}

/** A card with a heading, an export button and a read-only grid of one admin list. */
export function ExportableGridSection<T extends { _id: string }>({ list, csvParams, query, ...grid }: ExportableGridSectionProps<T>) {
  const { t } = useTranslation();
  const gridRef = useRef<AgGridReact<T>>(null);
  const heading = t(`newsletter.${list}.heading`);
  return (
    <CardSection headingId={`newsletter-${list}-heading`} heading={heading} intro={t(`newsletter.${list}.intro`)} level={3}>
      <div className="form__actions newsletter__actions">
        <button type="button" className="button button--accent" disabled={!query.data?.length} onClick={() => gridRef.current?.api.exportDataAsCsv(csvParams())}>
          {t(`newsletter.${list}.exportCsv`)}
        </button>
      </div>
      <QueryGrid gridRef={gridRef} label={heading} query={query} height={NEWSLETTER_GRID_HEIGHT} noRowsText={t(`newsletter.${list}.noRows`)} {...grid} />
    </CardSection>
  );
}
