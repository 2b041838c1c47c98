import { useMemo, type ReactNode, type Ref } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, GetRowIdParams, ICellRendererParams, RowSelectionOptions } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import './grid-modules';
import { GRID_HEIGHT, GRID_PAGE_SIZE, GRID_ROW_HEIGHT } from './grid-settings';
import { gridTheme } from './grid-theme';
import { useGridLocaleText } from './use-grid-locale-text';
import './data-grid.css';

export { GRID_HEIGHT, GRID_PAGE_SIZE, GRID_ROW_HEIGHT, LTR_CELL_CLASS } from './grid-settings';

const ROW_SELECTION: RowSelectionOptions = { mode: 'singleRow', checkboxes: false, enableClickSelection: true };

const DEFAULT_COL_DEF: ColDef = {
  sortable: true,
  filter: 'agTextColumnFilter',
  floatingFilter: true,
  resizable: true,
  minWidth: 100,
  flex: 1,
  // Values are shown as text (formatters translate booleans and dates); no inferred checkboxes.
  cellDataType: false,
};

interface DataGridProps<T> {
  /** Accessible name of the grid, usually the heading it sits under. */
  label: string;
  rows: T[] | undefined;
  columns: ColDef<T>[];
  loading?: boolean;
  noRowsText?: string;
  getRowId?: (row: T) => string;
  /** Buttons of the last column, for example Edit and Delete. */
  actions?: (row: T) => ReactNode;
  /** Width of the actions column in pixels, for more or longer buttons than Edit and Delete. */
  actionsWidth?: number;
  height?: number;
  rowHeight?: number;
  /** Reaches the grid's API, e.g. for a CSV export. */
  gridRef?: Ref<AgGridReact<T>>;
}

export function DataGrid<T>({
  label,
  rows,
  columns,
  loading = false,
  noRowsText,
  getRowId,
  actions,
  actionsWidth = 176,
  height = GRID_HEIGHT,
  rowHeight = GRID_ROW_HEIGHT,
  gridRef,
}: DataGridProps<T>) {
  const { t, i18n } = useTranslation();
  const localeText = useGridLocaleText(noRowsText);
  const rtl = i18n.dir() === 'rtl';

  const columnDefs = useMemo<ColDef<T>[]>(() => {
    const serial: ColDef<T> = {
      colId: 'serial',
      headerName: t('columns.serial'),
      valueGetter: (params) => (params.node?.rowIndex ?? 0) + 1,
      sortable: false,
      filter: false,
      floatingFilter: false,
      flex: 0,
      width: 84,
      minWidth: 72,
    };
    const actionColumn: ColDef<T>[] = actions
      ? [
          {
            colId: 'actions',
            headerName: t('columns.actions'),
            sortable: false,
            filter: false,
            floatingFilter: false,
            resizable: false,
            // Pinned to the end of the row so Edit and Delete stay in view on narrow screens; AG Grid
            // does not mirror pinning in right-to-left mode, so the end is the left there.
            pinned: rtl ? 'left' : 'right',
            flex: 0,
            width: actionsWidth,
            minWidth: actionsWidth,
            cellRenderer: (params: ICellRendererParams<T>) =>
              params.data ? <div className="data-grid__actions">{actions(params.data)}</div> : null,
          },
        ]
      : [];
    return [serial, ...columns, ...actionColumn];
  }, [columns, actions, actionsWidth, t, rtl]);

  const rowId = useMemo(
    () => (getRowId ? (params: GetRowIdParams<T>) => getRowId(params.data) : undefined),
    [getRowId],
  );

  return (
    <div className="data-grid" style={{ blockSize: height }} role="region" aria-label={label}>
      <AgGridReact<T>
        ref={gridRef}
        // Direction and texts are fixed when the grid starts, so a language switch builds a new one.
        key={i18n.language}
        theme={gridTheme}
        rowData={rows ?? []}
        columnDefs={columnDefs}
        defaultColDef={DEFAULT_COL_DEF}
        getRowId={rowId}
        loading={loading}
        pagination
        paginationPageSize={GRID_PAGE_SIZE}
        paginationPageSizeSelector={false}
        rowSelection={ROW_SELECTION}
        rowHeight={rowHeight}
        enableRtl={rtl}
        localeText={localeText}
      />
    </div>
  );
}
