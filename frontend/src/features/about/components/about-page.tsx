import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { PageIntro } from '../../../components/page/page-intro';
import { usePortfolioImages } from '../../../lib/catalog/portfolio-images.query';
import { PhotoGrid } from '../../../components/photo-grid/photo-grid';
import './about.css';

/** The spec's about page: static text and the newest 4 gallery images with View All. */
export function AboutPage({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  const brand = brandName || t('brand.fallbackName');
  const images = usePortfolioImages();
  const newest = (images.data ?? []).slice(0, 4);
  return (
    <PageIntro title={t('pages.about.title')} heading={t('pages.about.heading', { brand })} intro={t('pages.about.intro')} description={t('meta.about')}>
      <div className="about-text">
        <p>{t('aboutPage.text1')}</p>
        <p>{t('aboutPage.text2')}</p>
      </div>
      <section aria-labelledby="about-gallery-heading" className="about-gallery">
        <h2 id="about-gallery-heading">{t('aboutPage.galleryHeading')}</h2>
        {newest.length ? <PhotoGrid images={newest} /> : null}
        <Link to="/gallery" className="button about-gallery__all">
          {t('aboutPage.viewAll')}
        </Link>
      </section>
    </PageIntro>
  );
}
