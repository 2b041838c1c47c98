import { useCallback, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { AgGridEvent, ColDef, GetRowIdParams, GridSizeChangedEvent, ICellRendererParams, RowHeightParams, RowSelectionOptions } from 'ag-grid-community';
import { useTranslation } from '../../lib/i18n';
import { usePhoneScreen } from '../../lib/media/use-media-query';
import { cardFields, cardHeight, GridCard, type GridCardParams } from './grid-card';
import './grid-modules';
import { GRID_HEIGHT, GRID_PAGE_SIZE, GRID_ROW_HEIGHT } from './grid-settings';
import { gridTheme } from './grid-theme';
import { useGridLocaleText } from './use-grid-locale-text';
import './data-grid.css';

export { GRID_HEIGHT, GRID_PAGE_SIZE, GRID_ROW_HEIGHT, LTR_CELL_CLASS, onCard } from './grid-settings';

const ALWAYS_FULL_WIDTH = () => true;

/**
 * A number for each columns array a grid is given. AG Grid keeps drawing a column as it first took it
 * when new definitions with the same ids come (a new formatter is not used, not even by a forced
 * refresh): a history's make and services, named in the reader's language once the catalog's lists
 * arrive after the rows, stayed English. So new columns build a new grid. Every caller memoises its
 * columns, so that happens when what they show changes.
 */
const columnsRevisions = new WeakMap<object, number>();
let lastRevision = 0;
function revisionOf(columns: object): number {
  let revision = columnsRevisions.get(columns);
  if (revision === undefined) {
    revision = ++lastRevision;
    columnsRevisions.set(columns, revision);
  }
  return revision;
}

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
  // Below 640 px a row's columns cannot all be seen side by side: each row becomes a card showing
  // every column (those the columns place first leading), with its actions, a page at a time.
  const phone = usePhoneScreen();
  const wrapper = useRef<HTMLDivElement>(null);

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

  const fields = useMemo(() => cardFields(columns), [columns]);
  const cardParams = useMemo<GridCardParams<T>>(() => ({ fields, actions }), [fields, actions]);
  const rowHeightOf = useCallback(
    (params: RowHeightParams<T>) => cardHeight(params, fields, Boolean(actions), wrapper.current?.clientWidth ?? window.innerWidth),
    [fields, actions],
  );
  const onGridSizeChanged = useCallback((event: GridSizeChangedEvent<T>) => event.api.resetRowHeights(), []);
  // The buttons' texts differ in length by language and by row (a booking that can still change has
  // two more): the actions column grows to the widest drawn, from `actionsWidth`, so none is cut off.
  const fitActions = useCallback((event: AgGridEvent<T>) => {
    if (actions && !phone) event.api.autoSizeColumns(['actions']);
  }, [actions, phone]);

  const rowId = useMemo(
    () => (getRowId ? (params: GetRowIdParams<T>) => getRowId(params.data) : undefined),
    [getRowId],
  );

  return (
    <div
      ref={wrapper}
      className={phone ? 'data-grid data-grid--cards' : 'data-grid'}
      style={phone ? undefined : { blockSize: height }}
      role="region"
      aria-label={label}
    >
      <AgGridReact<T>
        ref={gridRef}
        // Direction and texts are fixed when the grid starts, so a language switch builds a new one;
        // so is the layout, so does the change between rows and cards, and so are the columns (above).
        key={`${i18n.language}-${phone ? 'cards' : 'rows'}-${revisionOf(columns)}`}
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
        // A page is at most ten rows of a dozen or so columns: drawing them all costs nothing, and a row's
        // cells scrolled out of view sideways stay in the page, for find-in-page and screen readers.
        suppressColumnVirtualisation
        enableRtl={rtl}
        localeText={localeText}
        onFirstDataRendered={fitActions}
        onRowDataUpdated={fitActions}
        {...(phone
          ? {
              isFullWidthRow: ALWAYS_FULL_WIDTH,
              fullWidthCellRenderer: GridCard,
              fullWidthCellRendererParams: cardParams,
              getRowHeight: rowHeightOf,
              onGridSizeChanged,
              // The page scrolls, not a box inside it; the cards need no column headings.
              domLayout: 'autoHeight' as const,
              headerHeight: 0,
              floatingFiltersHeight: 0,
            }
          : {})}
      />
    </div>
  );
}
