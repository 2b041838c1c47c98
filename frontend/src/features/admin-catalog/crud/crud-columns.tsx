import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from '../../../lib/i18n';
import { imageAtWidth, WEEKDAYS, type ContentText } from '@dealer/contracts';
import { langFromStored } from '../../../lib/lang-preference';
import { rowContentText } from './arabic-companions';
import { gridDateTimeFormat, LTR_CELL_CLASS, shownAs } from '../../../components/data-grid/grid-settings';
import { labelKey, type ColumnSpec, type FieldOption } from './crud.types';

interface ImageCellParams<TRow> extends ICellRendererParams<TRow> {
  altText: (index: number) => string;
}

function ImageCell<TRow>({ value, node, altText }: ImageCellParams<TRow>) {
  if (typeof value !== 'string' || value === '') return null;
  return <img className="crud-grid__image" src={imageAtWidth(value, 320)} alt={altText((node.rowIndex ?? 0) + 1)} loading="lazy" />;
}

/** A content text in the admin's language, marked English where it falls back to English. */
function ContentCell({ value }: ICellRendererParams<unknown, ContentText>) {
  return value ? <span lang={value.lang}>{value.text}</span> : null;
}

function optionText(options: readonly FieldOption[] | undefined, value: unknown, t: TFunction): string {
  const option = options?.find((candidate) => candidate.value === value);
  if (option?.label) return t(`catalog.options.${option.label}`);
  return value === null || value === undefined ? '' : String(value);
}

function weekdayText(day: unknown, t: TFunction): string {
  const weekday = WEEKDAYS.find((candidate) => candidate === day);
  return weekday ? t(`catalog.options.${weekday}`) : String(day);
}

/**
 * The grid columns of a tab from its declaration: texts translated, lists and dates readable, and the
 * content texts (`contentFields`) in the admin's language.
 */
export function buildColumns<TRow>(
  specs: readonly ColumnSpec<TRow>[],
  t: TFunction,
  lang: string,
  contentFields: readonly string[] = [],
  serviceName: (id: string) => string | undefined = () => undefined,
): ColDef<TRow>[] {
  const format = gridDateTimeFormat(lang);
  const listSeparator = lang === 'ar' ? '، ' : ', ';

  return specs.map((spec): ColDef<TRow> => {
    const base: ColDef<TRow> = {
      colId: spec.field,
      valueGetter: (params) => params.data?.[spec.field],
      headerName: t(`catalog.fields.${labelKey(spec.label, spec.field)}`),
      ...(spec.minWidth ? { minWidth: spec.minWidth } : {}),
      ...(spec.flex ? { flex: spec.flex } : {}),
    };
    const shown = (text: (value: unknown) => string): ColDef<TRow> => ({ ...base, ...shownAs<TRow, typeof spec.field>(spec.field, text) });
    const sortBy = spec.sortBy;
    const sorting: ColDef<TRow> = sortBy
      ? { comparator: (_a, _b, nodeA, nodeB) => (nodeA.data && nodeB.data ? sortBy(nodeA.data) - sortBy(nodeB.data) : 0) }
      : {};

    if (contentFields.includes(spec.field)) {
      const shownText = (row: TRow | undefined) => rowContentText(row as Record<string, unknown> | undefined, spec.field, langFromStored(lang));
      return {
        ...base,
        valueGetter: (params) => shownText(params.data),
        valueFormatter: (params) => shownText(params.data).text,
        comparator: (a: ContentText, b: ContentText) => a.text.localeCompare(b.text, lang, { sensitivity: 'base' }),
        filterValueGetter: (params) => shownText(params.data).text,
        cellRenderer: ContentCell,
      };
    }

    switch (spec.kind) {
      case 'ltr':
        return { ...base, ...sorting, cellClass: LTR_CELL_CLASS };
      case 'number':
        return { ...base, ...sorting, cellClass: LTR_CELL_CLASS, comparator: (a: number, b: number) => a - b };
      case 'image':
        return {
          ...base,
          cellRenderer: ImageCell,
          cellRendererParams: { altText: (index: number) => t('catalog.image.thumbnail', { index }) },
          sortable: false,
          filter: false,
          floatingFilter: false,
        };
      case 'option':
        return shown((value) => optionText(spec.options, value, t));
      case 'weekdays':
        return shown((value) =>
          Array.isArray(value) ? value.map((day) => weekdayText(day, t)).join(listSeparator) : '',
        );
      case 'dates':
        return { ...shown((value) => (Array.isArray(value) ? value.join(', ') : '')), cellClass: LTR_CELL_CLASS };
      case 'services':
        // Ids of services deleted since have no name and are left out, as the public card does.
        return shown((value) => (Array.isArray(value) ? value.flatMap((id: string) => serviceName(id) ?? []).join(listSeparator) : ''));
      case 'dateTime':
        return shown((value) => (typeof value === 'string' && value ? format.format(new Date(value)) : ''));
      default:
        return { ...base, ...sorting };
    }
  });
}
