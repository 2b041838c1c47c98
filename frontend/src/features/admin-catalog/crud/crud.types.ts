import type { AdminTab, CatalogResource, Lang, OpenHours, SpecialHours, SpecMessageKey, WeeklyHours } from '@dealer/contracts';
import type { AdminCatalogMessages } from '../../../locales/admin-catalog.en';
import type { HoursKind, HoursValue } from './hours-form.model';

/** Labels of form fields and grid columns (catalog.fields.*). */
export type FieldLabelKey = keyof AdminCatalogMessages['catalog']['fields'];
/** Texts of select and checkbox options (catalog.options.*). */
export type OptionLabelKey = keyof AdminCatalogMessages['catalog']['options'];
/** Texts under the inputs (catalog.hints.*). */
export type HintKey = keyof AdminCatalogMessages['catalog']['hints'];

export type TextKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'image' | 'time';
/** 'services': ids of catalog services, chosen from the services list in the admin's language. */
export type ListKind = 'checkboxes' | 'dates' | 'services';
/** A branch's structured hours: the week, its Ramadan hours, its special date ranges. */
export type HoursFieldKind = 'weeklyHours' | 'ramadanHours' | 'specialHours';
export type FieldKind = TextKind | 'number' | ListKind | HoursFieldKind;

/** Which hours editor a field kind opens. */
export const HOURS_EDITORS: Record<HoursFieldKind, HoursKind> = { weeklyHours: 'week', ramadanHours: 'ramadan', specialHours: 'special' };
export const isHoursKind = (kind: FieldKind): kind is HoursFieldKind => kind in HOURS_EDITORS;

/** What an input holds while it is edited: text, a list for checkboxes and dates, an hours editor's state. */
export type FormValue = string | string[] | HoursValue;

export interface FieldOption {
  value: string;
  /** Shown as the value itself when absent (e.g. years, brand names). */
  label?: OptionLabelKey;
}

/**
 * A field or column is labelled by its own name when the name is a label key (most are); any other
 * name must say which label it shows.
 */
type Labelled<K extends string> = K extends FieldLabelKey ? { label?: FieldLabelKey } : { label: FieldLabelKey };

/** The label key of a field or column: the one it declares, else its name (a label key, as `Labelled` demands). */
export function labelKey(declared: FieldLabelKey | undefined, name: string): FieldLabelKey {
  return declared ?? (name as FieldLabelKey);
}

type FieldBase<K extends string, Kind extends FieldKind> = Labelled<K> & {
  name: K;
  kind: Kind;
  required?: boolean;
  hint?: HintKey;
  placeholder?: string;
  /** The value a fresh form starts with. */
  initial?: Kind extends ListKind ? readonly string[] : string;
  /** Select: a first 'Select' entry with an empty value that does not count as filled. */
  selectPlaceholder?: boolean;
  options?: readonly FieldOption[];
  /** Checked before sending, beside the server's own validation. */
  pattern?: RegExp;
  min?: number;
  max?: number;
  step?: number | 'any';
  /** An optional text left empty is sent as null instead of ''. */
  emptyAsNull?: boolean;
  /** Takes the whole row of the form (text areas, day pickers, date lists, images). */
  wide?: boolean;
  /** The Arabic companion of the English field labelled by `label`: written right to left, optional. */
  arabic?: boolean;
};

/** The kinds that fit a value of type V: numbers need number inputs, lists need list inputs. */
type KindFor<V> = V extends number
  ? 'number'
  : V extends readonly string[]
    ? ListKind
    : V extends readonly SpecialHours[]
      ? 'specialHours'
      : V extends WeeklyHours
        ? 'weeklyHours'
        : V extends OpenHours
          ? 'ramadanHours'
          : TextKind;

/**
 * One field of a tab's form. The field's kind must suit the input's property type, so a declaration
 * cannot send text where the API expects a number or a list.
 */
export type FieldSpec<TInput> = {
  [K in keyof TInput & string]-?: FieldBase<K, KindFor<NonNullable<TInput[K]>>>;
}[keyof TInput & string];

/** How a grid cell shows its value. */
/** 'services': a list of service ids, shown as the services' names. */
export type ColumnKind = 'text' | 'ltr' | 'image' | 'weekdays' | 'dates' | 'option' | 'dateTime' | 'number' | 'services';

type ColumnBase<TRow, F extends string> = Labelled<F> & {
  field: F;
  kind?: ColumnKind;
  /** For 'option' columns: the texts of the values. */
  options?: readonly FieldOption[];
  /** Sorts by another value than the shown one (time slots sort by minute of the day). */
  sortBy?: (row: TRow) => number;
  minWidth?: number;
  /** Share of the spare width; 1 unless given. */
  flex?: number;
};

export type ColumnSpec<TRow> = { [F in keyof TRow & string]-?: ColumnBase<TRow, F> }[keyof TRow & string];

/** Fixed spec texts that replace the server's message for some tabs. */
export interface CrudMessages {
  /** Success of a create, e.g. 'New banner has been added Successfully'. */
  added?: SpecMessageKey;
  /** Any failed create, e.g. 'Failed to add Year'. */
  createFailed?: SpecMessageKey;
  /** The spec shows 'fill mandatory fields' as an info toast for images, as an error elsewhere. */
  missingAsInfo?: boolean;
}

/** Everything a catalog tab declares; the CRUD tab does the rest. */
export interface CrudTabSpec<TRow extends { _id: string }, TInput> {
  /** The admin tab it fills; its menu label is the heading. */
  tab: AdminTab;
  resource: CatalogResource;
  fields: readonly FieldSpec<TInput>[];
  columns: readonly ColumnSpec<TRow>[];
  /** False where rows cannot be loaded into the form for an update (images are deleted and added instead). */
  editable?: false;
  /** The row's name in Edit / Delete button labels; its content fields come in the reader's language. */
  rowLabel: (row: TRow, lang: Lang) => string;
  rowHeight?: number;
  messages?: CrudMessages;
  /** The order the grid starts in. */
  sortRows?: (rows: TRow[]) => TRow[];
}

/** The form's state: an empty _id means create mode, a row's _id means update mode. */
export interface CrudFormState {
  _id: string;
  values: Record<string, FormValue>;
}
