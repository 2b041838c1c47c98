import { useTranslation } from '../../../lib/i18n';
// Files of their own rather than data URLs inside the page's script (Vite inlines small assets): the
// cards load as images when scrolled near, and the page's JavaScript stays ~1.8 kB gzip lighter.
import cardBack from '../../../assets/warranty-card-back.svg?no-inline';
import cardFront from '../../../assets/warranty-card-front.svg?no-inline';

/** The spec's warranty card images, so customers know which numbers to copy into the form. */
export function WarrantyCardImages() {
  const { t } = useTranslation();
  return (
    <section className="claim-cards" aria-labelledby="claim-cards-heading">
      <h2 id="claim-cards-heading" className="claim-form__legend">
        {t('claimForm.cardsHeading')}
      </h2>
      <div className="claim-cards__list">
        <figure className="claim-cards__card">
          <img src={cardFront} alt={t('claimForm.cardFront')} width={340} height={214} loading="lazy" />
          <figcaption>{t('claimForm.cardFrontCaption')}</figcaption>
        </figure>
        <figure className="claim-cards__card">
          <img src={cardBack} alt={t('claimForm.cardBack')} width={340} height={214} loading="lazy" />
          <figcaption>{t('claimForm.cardBackCaption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
