import { useTranslation } from 'react-i18next';
import type { PortfolioImageRow } from '@dealer/contracts';
import './gallery.css';

/** Thumbnails as buttons, so each opens the lightbox by keyboard as well as by touch. */
export function PhotoGrid({ images, onOpen }: { images: PortfolioImageRow[]; onOpen?: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="photo-grid">
      {images.map((image, index) => {
        const label = t(onOpen ? 'gallery.open' : 'gallery.photo', { index: index + 1, count: images.length });
        const thumbnail = <img src={image.imagePath} alt={onOpen ? '' : label} loading="lazy" decoding="async" width={400} height={300} />;
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
