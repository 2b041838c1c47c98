import { useTranslation } from 'react-i18next';
import { OFFERS, type Offer, type PackageRow } from '@dealer/contracts';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';

const isOffer = (value: string): value is Offer => (OFFERS as readonly string[]).includes(value);

function priceText(row: PackageRow, lang: string): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', { maximumFractionDigits: 2 }).format(row.price);
}

/**
 * The price packages of the home page (spec: a price-package slider). On a phone the cards scroll
 * sideways with snap points; on wider screens they wrap. A failed load only hides the section.
 */
export function PackageList({ onBook, busy }: { onBook: (offer: string) => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const packages = useCatalogList('packages');
  if (packages.isError || (packages.isSuccess && packages.data.length === 0)) return null;

  return (
    <section className="packages" aria-labelledby="packages-heading">
      <div className="packages__inner">
        <h2 id="packages-heading" className="packages__heading">
          {t('packages.heading')}
        </h2>
        <p className="packages__intro">{t('packages.intro')}</p>
        <ul className="packages__list">
          {(packages.data ?? []).map((row) => {
            const popular = row.mostPopular === 'true';
            return (
              <li key={row._id} className={`package-card${popular ? ' package-card--popular' : ''}`}>
                {popular ? <span className="package-card__badge">{t('packages.mostPopular')}</span> : null}
                <h3 className="package-card__name">{row.serviceName}</h3>
                <p className="package-card__price">
                  <span className="package-card__currency">{row.currency === 'SR' ? t('packages.currency.SR') : t('packages.currency.usd')}</span>{' '}
                  <span className="package-card__amount">{priceText(row, i18n.language)}</span>
                  <span className="package-card__period"> / {isOffer(row.offer) ? t(`packages.offers.${row.offer}`) : row.offer}</span>
                </p>
                <p className="package-card__vat">{t('packages.vatIncluded')}</p>
                <button
                  type="button"
                  className="button button--accent package-card__book"
                  onClick={() => onBook(row.serviceName)}
                  disabled={busy}
                  aria-label={t('packages.bookPackage', { name: row.serviceName })}
                >
                  {t('packages.bookNow')}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
