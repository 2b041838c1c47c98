import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { PageIntro } from '../../../components/page/page-intro';
import { PhotoGrid } from '../../../components/photo-grid/photo-grid';
import { usePortfolioImages } from '../../../lib/catalog/portfolio-images.query';
import { Lightbox } from './lightbox';
import './gallery.css';

/** Every portfolio image, newest first; any of them opens in the lightbox. */
export function GalleryPage() {
  const { t } = useTranslation();
  const images = usePortfolioImages();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <PageIntro title={t('pages.gallery.title')} heading={t('pages.gallery.heading')} intro={t('pages.gallery.intro')} description={t('meta.gallery')}>
      {images.isPending ? <LoadingState /> : null}
      {images.isError ? <ErrorState error={images.error} onRetry={() => void images.refetch()} /> : null}
      {images.data?.length === 0 ? <p className="notice">{t('gallery.empty')}</p> : null}
      {images.data?.length ? <PhotoGrid images={images.data} onOpen={setOpen} /> : null}
      {open !== null && images.data ? <Lightbox images={images.data} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} /> : null}
    </PageIntro>
  );
}
