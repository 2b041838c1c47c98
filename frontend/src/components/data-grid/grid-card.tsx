import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ColDef, GridApi, ICellRendererParams, IRowNode, RowHeightParams, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import { cardPlacementOf } from './grid-settings';

/** A column shown on the cards: its id, its heading and its definition, which says how to show its value. */
export interface CardField {
  colId: string;
  label: string;
  column: ColDef;
}

/** The columns a card shows, in the order the column definitions ask for (grid-settings `onCard`). */
export function cardFields<T>(columns: readonly ColDef<T>[]): CardField[] {
  return columns
    .map((column, index) => ({ column, index, placement: cardPlacementOf(column as ColDef) }))
    .filter(({ column, placement }) => !placement.hidden && (column.colId ?? column.field) !== undefined)
    .sort((a, b) => (a.placement.order ?? Number.MAX_SAFE_INTEGER) - (b.placement.order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ column }) => ({ colId: String(column.colId ?? column.field), label: column.headerName ?? '', column: column as ColDef }));
}

export interface GridCardParams<T> {
  fields: CardField[];
  actions?: (row: T) => ReactNode;
}

/**
 * The text a cell shows: the column's value getter (or field), then its formatter, as the grid does.
 * Worked out here from the definition because the grid does not give values for a row drawn at full width.
 */
export function shownValue<T>(field: CardField, node: IRowNode<T>, api: GridApi<T>): string {
  const { column } = field;
  const data = node.data;
  const base = { node, data, colDef: column, api, context: undefined };
  const value: unknown =
    typeof column.valueGetter === 'function'
      ? column.valueGetter({ ...base, getValue: (key: string) => (data as Record<string, unknown> | undefined)?.[key] } as ValueGetterParams)
      : column.field
        ? (data as Record<string, unknown> | undefined)?.[column.field]
        : undefined;
  const shown: unknown = typeof column.valueFormatter === 'function' ? column.valueFormatter({ ...base, value } as ValueFormatterParams) : value;
  return shown === null || shown === undefined ? '' : String(shown);
}

/** One row as a card: each column's heading beside its value, then the row's actions. */
export function GridCard<T>(params: ICellRendererParams<T> & GridCardParams<T>) {
  const { data, fields, actions, node, api } = params;
  const card = useRef<HTMLDivElement>(null);
  // The row was given an estimated height (cardHeight); once drawn, the card's own height is known
  // (wrapped names, a font that is wider than guessed) and the row takes it, so nothing is cut off.
  useLayoutEffect(() => {
    const drawn = card.current;
    if (!drawn) return;
    const wanted = drawn.offsetHeight + CARD_MARGIN * 2;
    if (Math.abs((node.rowHeight ?? 0) - wanted) > 1) {
      node.setRowHeight(wanted);
      api.onRowHeightChanged();
    }
  });
  if (!data) return null;
  return (
    // The grid's row holds cells: the card is the one cell of its row.
    <div ref={card} className="grid-card" role="gridcell">
      <dl className="grid-card__fields">
        {fields.map((field) => (
          <div key={field.colId} className="grid-card__field">
            <dt>{field.label}</dt>
            <dd>{shownValue(field, params.node, params.api)}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="grid-card__actions data-grid__actions">{actions(data)}</div> : null}
    </div>
  );
}

// The card's measures (grid-card in data-grid.css): rows are as tall as their card, which AG Grid must
// know before it draws them, so the height is worked out from the texts' lengths.
const CARD_MARGIN = 4;
const CARD_PADDING = 30;
const FIELD_LINE = 21;
const FIELD_GAP = 6;
const ACTIONS_HEIGHT = 44;
const AVERAGE_CHAR_WIDTH = 7.6;

/** The height of a row's card at the grid's width: long values wrap onto more lines. */
export function cardHeight<T>(params: RowHeightParams<T>, fields: CardField[], hasActions: boolean, gridWidth: number): number {
  // The heading takes about 40 % of the card's inner width, the value the rest.
  const inner = Math.max(200, gridWidth - 40);
  const linesOf = (text: string, share: number) => Math.max(1, Math.ceil(text.length / Math.max(8, Math.floor((inner * share) / AVERAGE_CHAR_WIDTH))));
  const lines = fields.reduce((sum, field) => {
    const text = shownValue(field, params.node, params.api);
    return sum + Math.max(linesOf(field.label, 0.4), linesOf(text, 0.6));
  }, 0);
  return CARD_MARGIN * 2 + CARD_PADDING + lines * FIELD_LINE + fields.length * FIELD_GAP + (hasActions ? ACTIONS_HEIGHT : 0);
}
