import { useTranslation } from '../../../lib/i18n';

export function UnavailableSection({ heading }: { heading: string }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="admin-section-heading">
      <h2 id="admin-section-heading" className="card__title">
        {heading}
      </h2>
      <p className="card__intro">{t('admin.unavailable')}</p>
    </section>
  );
}
