import type { ColDef } from 'ag-grid-community';
import { RIYADH_TIME_ZONE, type Lang } from '@dealer/contracts';

/** The spec's grid settings, shared by every account and admin grid. */
export const GRID_PAGE_SIZE = 10;
export const GRID_ROW_HEIGHT = 35;
export const GRID_HEIGHT = 475;

/** For columns of e-mails and phone numbers: read left-to-right even in an Arabic grid. */
export const LTR_CELL_CLASS = 'data-grid__ltr';

/** Gregorian date and time with Latin digits in both languages, in Saudi time. */
export function gridDateTimeFormat(lang: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: RIYADH_TIME_ZONE,
  });
}

/**
 * The width a column of short dates (formatBookingDate's 'short': 'Wed, 16 Sept 2026' /
 * 'الخميس، 13 أغسطس 2026', the longest of each language) needs to show them whole with the cell's padding.
 * Arabic writes the weekday in full, so its dates are the wider.
 */
export const SHORT_DATE_WIDTH: Record<Lang, number> = { en: 170, ar: 205 };

/** The row id of every list the API returns. */
export const rowIdOf = (row: { _id: string }) => row._id;

/**
 * A column shown, filtered and exported as `text` of its value (a translated code, a local date) while
 * sorting keeps the stored value (the code, the ISO time).
 */
export function shownAs<T, K extends keyof T & string>(field: K, text: (value: T[K] | undefined) => string): Pick<ColDef<T, T[K]>, 'valueFormatter' | 'filterValueGetter'> {
  return {
    valueFormatter: (params) => text(params.value ?? undefined),
    filterValueGetter: (params) => text(params.data?.[field]),
  };
}

/** The props of an admin grid whose rows the page edits and deletes. */
export interface EditableGridProps<T> {
  rows: T[] | undefined;
  loading: boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** An ISO time as `gridDateTimeFormat` writes it; '' when there is none. */
export function gridDateTimeText(lang: string): (value: string | null | undefined) => string {
  const format = gridDateTimeFormat(lang);
  return (value) => (value ? format.format(new Date(value)) : '');
}

/**
 * How a column shows on a phone, where each row is a card (see grid-card.tsx): columns with an
 * `order` lead in that order, the rest follow in the grid's order; `hidden` leaves a column out.
 */
export interface CardPlacement {
  order?: number;
  hidden?: boolean;
}

/** A column's `context` placing it on the phone's cards: `{ ...onCard(1) }` puts it first. */
export function onCard(order: number): { context: { card: CardPlacement } } {
  return { context: { card: { order } } };
}

/** The card placement a column declares, if any. */
export function cardPlacementOf(column: ColDef): CardPlacement {
  const context: unknown = column.context;
  if (typeof context !== 'object' || context === null || !('card' in context)) return {};
  const card = (context as { card: unknown }).card;
  return typeof card === 'object' && card !== null ? (card as CardPlacement) : {};
}
