import { useTranslation } from '../../lib/i18n';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <p className="loading-state" role="status" aria-live="polite">
      {t('common.loading')}
    </p>
  );
}
