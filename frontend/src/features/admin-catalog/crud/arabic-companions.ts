import { ARABIC_COMPANIONS, arabicField, contentText, type CatalogResource, type ContentText, type Lang, type ResourceWithArabic } from '@dealer/contracts';
import { labelKey, type FieldSpec } from './crud.types';

export const hasArabic = (resource: CatalogResource): resource is ResourceWithArabic => resource in ARABIC_COMPANIONS;

/** The English content fields of a resource that have an Arabic companion (none for years, slots...). */
export function arabicContentFields(resource: CatalogResource): readonly string[] {
  return hasArabic(resource) ? ARABIC_COMPANIONS[resource] : [];
}

/**
 * A tab's form fields with each English content field followed by its Arabic companion: same label
 * (marked as Arabic), written right to left, optional. The table in contracts decides which fields
 * have one, so a tab declares only its English fields.
 */
export function withArabicCompanions<TInput>(resource: CatalogResource, fields: readonly FieldSpec<TInput>[]): FieldSpec<TInput>[] {
  const content = arabicContentFields(resource);
  return fields.flatMap((field) => {
    if (!content.includes(field.name)) return [field];
    // The companion's name is the English name plus `Ar`, which every input type with Arabic declares
    // (see contracts); TypeScript cannot derive that key from a name it only knows as a union.
    const companion = { name: arabicField(field.name), label: labelKey(field.label, field.name), kind: 'text', wide: field.wide, arabic: true } as unknown as FieldSpec<TInput>;
    return [field, companion];
  });
}

/** A row's content field as the admin reads it: Arabic in the Arabic panel when there is one, else English. */
export function rowContentText(row: Record<string, unknown> | undefined, field: string, lang: Lang): ContentText {
  const english = row?.[field];
  const arabic = row?.[arabicField(field)];
  return contentText(typeof english === 'string' ? english : '', typeof arabic === 'string' ? arabic : '', lang);
}

/**
 * The row with each content field in the reader's language, for the names an Edit or Delete button
 * is read by: an Arabic admin hears "تعديل الرياض - العليا", not the English name inside Arabic.
 */
export function rowInLanguage<TRow>(resource: CatalogResource, row: TRow, lang: Lang): TRow {
  const fields = arabicContentFields(resource);
  if (lang !== 'ar' || fields.length === 0) return row;
  const record = row as Record<string, unknown>;
  return { ...row, ...Object.fromEntries(fields.map((field) => [field, rowContentText(record, field, lang).text])) };
}
