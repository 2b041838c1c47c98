import { useTranslation } from '../../lib/i18n';
import { imageSrcSet, type PortfolioImageRow } from '@dealer/contracts';
import { imageCaption } from '../../lib/catalog/portfolio-images.query';
import { langFromStored } from '../../lib/lang-preference';
import './photo-grid.css';

/**
 * How wide a thumbnail is drawn (photo-grid.css): one column on a phone, the screen's width less its
 * margins; else columns of 15 to 30rem. The browser takes the step of the ladder that covers it at the
 * screen's density.
 */
const THUMBNAIL_SIZES = '(max-width: 34rem) 100vw, 30rem';
/**
 * The lazy thumbnails are fetched after layout, so the browser can take their drawn width itself
 * (`auto`): a desk's columns of about 17rem then fetch the 320 step, not the 480 the estimate's upper
 * bound asks for. A browser without `auto` reads the estimate after it.
 */
const LAZY_THUMBNAIL_SIZES = `auto, ${THUMBNAIL_SIZES}`;

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
        // The grid sits near the top of the pages that show it, and its first photo is often the largest
        // thing a phone's first screen draws: fetched with the page's own markup, ahead of its code.
        // The rest wait until they come near the screen.
        const first = index === 0;
        const thumbnail = (
          <img
            src={image.imagePath}
            srcSet={imageSrcSet(image.imagePath)}
            sizes={first ? THUMBNAIL_SIZES : LAZY_THUMBNAIL_SIZES}
            alt={onOpen ? '' : label}
            lang={caption?.lang}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            width={400}
            height={300}
          />
        );
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
