import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSiteConfig } from '../../lib/site/site-config.query';

/** Sets the tab title to "<page> | <brand>", following language switches. */
export function usePageTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  const brand = data?.brandName || t('brand.fallbackName');
  useEffect(() => {
    document.title = `${pageTitle} | ${brand}`;
  }, [pageTitle, brand]);
}
