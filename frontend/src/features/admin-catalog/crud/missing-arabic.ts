import { countMissingArabic, type CatalogResource } from '@dealer/contracts';
import { hasArabic } from './arabic-companions';

/** What the tab says about rows that still lack Arabic: null when none does or the tab has no content texts. */
export function missingArabicNotice(resource: CatalogResource, rows: readonly object[] | undefined): { key: 'one' | 'other'; count: number } | null {
  if (!rows || !hasArabic(resource)) return null;
  // Grid rows are plain API objects; the count reads their content fields by name.
  const count = countMissingArabic(resource, rows as readonly Record<string, unknown>[]);
  if (count === 0) return null;
  return { key: count === 1 ? 'one' : 'other', count };
}
