import type { AdminTab, CatalogResource } from '@dealer/contracts';
import type { ColumnSpec, CrudTabSpec, FieldLabelKey, FieldSpec } from './crud.types';

type NameRow<K extends string> = { _id: string } & Record<K, string>;

/**
 * A tab that keeps a plain list of names (vehicle types, transmissions): one required text, which is
 * also the grid's only column and the row's name in the button labels.
 */
export function nameListTab<K extends FieldLabelKey>(tab: AdminTab, resource: CatalogResource, name: K): CrudTabSpec<NameRow<K>, Record<K, string>> {
  // TypeScript cannot spread the per-name rule (`Labelled`) over a generic name; K is a label key and
  // its value a string, which is all the rule asks.
  const field = { name, kind: 'text', required: true } as FieldSpec<Record<K, string>>;
  const column = { field: name } as ColumnSpec<NameRow<K>>;
  return {
    tab,
    resource,
    fields: [field],
    columns: [column],
    rowLabel: (row) => row[name],
  };
}
