import { useTranslation } from '../../../lib/i18n';
import type { CatalogResource } from '@dealer/contracts';
import { missingArabicNotice } from './missing-arabic';

/** How many of the tab's rows still lack an Arabic text, so the admin knows what is left to write. */
export function MissingArabicNotice({ resource, rows }: { resource: CatalogResource; rows: readonly object[] | undefined }) {
  const { t } = useTranslation();
  const notice = missingArabicNotice(resource, rows);
  if (!notice) return null;
  return (
    <p className="notice crud-missing-arabic" role="status">
      {t(`catalog.missingArabic.${notice.key}`, { count: notice.count })}
    </p>
  );
}
