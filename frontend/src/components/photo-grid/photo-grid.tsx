import { useTranslation } from '../../lib/i18n';
import type { PortfolioImageRow } from '@dealer/contracts';
import { imageCaption } from '../../lib/catalog/portfolio-images.query';
import { langFromStored } from '../../lib/lang-preference';
import './photo-grid.css';

/** Thumbnails as buttons, so each opens the lightbox by keyboard as well as by touch. */
export function PhotoGrid({ images, onOpen }: { images: PortfolioImageRow[]; onOpen?: (index: number) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="photo-grid">
      {images.map((image, index) => {
        const position = t(onOpen ? 'gallery.open' : 'gallery.photo', { index: index + 1, count: images.length });
        // The caption is the photo's alternative text, in the reader's language where the admin wrote it.
        const caption = imageCaption(image, langFromStored(i18n.language));
        const label = caption ? `${position}: ${caption.text}` : position;
        const thumbnail = <img src={image.imagePath} alt={onOpen ? '' : label} lang={caption?.lang} loading="lazy" decoding="async" width={400} height={300} />;
        return (
          <li key={image._id} className="photo-grid__item">
            {onOpen ? (
              <button type="button" className="photo-grid__button" onClick={() => onOpen(index)} aria-label={label}>
                {thumbnail}
              </button>
            ) : (
              thumbnail
            )}
          </li>
        );
      })}
    </ul>
  );
}
