import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation, currentLang } from '../../../lib/i18n';
import { imageAtWidth, type PortfolioImageRow } from '@dealer/contracts';
import { imageCaption } from '../../../lib/catalog/portfolio-images.query';
import { formatDualDate } from '../../../lib/format/dates';
import { keyToStep, stepIndex, swipeToStep, type Step } from '../model/lightbox-index';

interface LightboxProps {
  images: PortfolioImageRow[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A modal photo viewer: arrows and swipes move, Escape or the close button leaves (native <dialog>). */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const pointerStart = useRef<{ x: number; y: number } | null>(null);
  const dir = i18n.dir();
  const image = images[index];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const move = (step: Step) => {
    if (step !== 0) onIndexChange(stepIndex(index, step, images.length));
  };

  const onPointerDown = (event: PointerEvent) => {
    pointerStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (start) move(swipeToStep(event.clientX - start.x, event.clientY - start.y, dir));
  };

  if (!image) return null;
  const position = { index: index + 1, count: images.length };
  const caption = imageCaption(image, currentLang());

  return (
    <dialog
      ref={ref}
      className="lightbox"
      aria-label={t('gallery.dialog')}
      onClose={onClose}
      onKeyDown={(event) => {
        const step = keyToStep(event.key, dir);
        if (step !== 0) {
          event.preventDefault();
          move(step);
        }
      }}
    >
      <div className="lightbox__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {/* At most the ladder's widest step: a camera's 4000 pixels would only weigh on a phone. */}
        <img className="lightbox__image" src={imageAtWidth(image.imagePath, 1920)} alt={caption?.text ?? t('gallery.photo', position)} lang={caption?.lang} draggable={false} />
      </div>
      <p className="lightbox__caption" aria-live="polite">
        <span>{t('gallery.photo', position)}</span>
        {caption ? <span lang={caption.lang}>{caption.text}</span> : null}
        <span className="lightbox__date">{t('gallery.added', { date: formatDualDate(new Date(image.createdAt), currentLang()) })}</span>
      </p>
      <button type="button" className="lightbox__nav lightbox__nav--prev" onClick={() => move(-1)} aria-label={t('gallery.previous')}>
        {/* ‹ and › are mirrored characters: in Arabic the browser draws each the other way round itself. */}
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => move(1)} aria-label={t('gallery.next')}>
        <span aria-hidden="true">›</span>
      </button>
      <button type="button" className="lightbox__close" onClick={() => ref.current?.close()} aria-label={t('common.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
