import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { useSiteConfig } from '../site/site-config.query';
import { documentTitle, metaDescription } from './page-meta';
import { recordRenderedMeta } from './rendered-meta';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets the tab title and the meta description of a page, in the language shown, following switches. */
export function usePageMeta(pageTitle: string, description?: string): void {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  const brand = data?.brandName || t('brand.fallbackName');
  // The server puts the page's title and description into the head it sends (effects do not run there).
  recordRenderedMeta(documentTitle(pageTitle, brand), description ? metaDescription(description) : undefined);
  useEffect(() => {
    document.title = documentTitle(pageTitle, brand);
    // Pages without a description of their own keep the site's general one from index.html.
    if (description) descriptionTag().content = metaDescription(description);
  }, [pageTitle, description, brand]);
}
