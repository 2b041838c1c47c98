import { useLocation } from '../../lib/router';
import { LoadingState } from '../../components/page/loading-state';
import { lazyPage } from '../../components/page/lazy-page';
import { useSiteConfig } from '../../lib/site/site-config.query';
import { isAboutPath } from '../../features/about/brand-route';
import { NotFoundPage } from './not-found-page';

const AboutPage = lazyPage(() => import('../../features/about/components/about-page').then((module) => module.AboutPage), ['infoPages']);

/**
 * The about page's path contains the brand (/why{brand}services), which only /api/site knows, so
 * it cannot be a fixed route: every unmatched path lands here and is checked against the brand.
 */
export function CatchAllRoute() {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  if (site.isPending) return <LoadingState />;
  const slug = site.isError ? null : site.data.brandSlug;
  if (isAboutPath(pathname, slug)) return <AboutPage brandName={site.data?.brandName ?? ''} />;
  return <NotFoundPage />;
}
