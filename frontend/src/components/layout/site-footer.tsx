import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../lib/site/site-config.query';

export function SiteFooter() {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  const brand = data?.brandName || t('brand.fallbackName');
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__network">{t('footer.network')}</p>
        <p className="site-footer__copy">
          © {year} {brand}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
