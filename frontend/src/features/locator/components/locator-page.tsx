import { useTranslation } from '../../../lib/i18n';
import { BranchMap } from '../../../components/map/branch-map';
import { PageIntro } from '../../../components/page/page-intro';
import { useBranchCount, useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { BranchCards } from './branch-cards';

/** Map and cards; the cards carry everything, so the page works when the map cannot load. */
export function LocatorPage() {
  const { t } = useTranslation();
  const locations = useCatalogList('locations');
  const branchCount = useBranchCount();
  // The real number of branches once known; the spec's "25+" until then.
  const intro = branchCount ? t('pages.locator.introCount', { count: branchCount }) : t('pages.locator.intro');
  return (
    <PageIntro title={t('pages.locator.title')} heading={t('pages.locator.heading')} intro={intro} description={t('meta.locator')}>
      {locations.data?.length ? (
        <div className="locator-map">
          {/* The map is this page's first screen: Leaflet waits for the visitor's first gesture. */}
          <BranchMap branches={locations.data} waitForGesture />
        </div>
      ) : null}
      <BranchCards />
    </PageIntro>
  );
}
