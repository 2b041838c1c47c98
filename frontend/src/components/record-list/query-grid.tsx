import type { ReactNode, Ref } from 'react';
import type { AgGridReact } from 'ag-grid-react';
import type { ColDef } from 'ag-grid-community';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataGrid } from '../data-grid/data-grid';
import { rowIdOf } from '../data-grid/grid-settings';
import { ErrorState } from '../page/error-state';

interface QueryGridProps<T extends { _id: string }> {
  label: string;
  /** The rows as loaded: loading shows in the grid, a failure above it with a retry. */
  query: UseQueryResult<T[]>;
  columns: ColDef<T>[];
  actions?: (row: T) => ReactNode;
  actionsWidth?: number;
  noRowsText?: string;
  height?: number;
  /** Reaches the grid's API, e.g. for a CSV export. */
  gridRef?: Ref<AgGridReact<T>>;
}

/** A grid of the rows a query loads, each known by its id. */
export function QueryGrid<T extends { _id: string }>({ query, ...grid }: QueryGridProps<T>) {
  return (
    <>
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      <DataGrid rows={query.data} loading={query.isPending} getRowId={rowIdOf} {...grid} />
    </>
  );
}
