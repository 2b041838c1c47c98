import { useTranslation } from '../../lib/i18n';
import { errorMessage } from '../../lib/api-client';

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice error-state" role="alert">
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
