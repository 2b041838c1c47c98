import { useTranslation } from '../../../lib/i18n';
import { contentText, formatPrice, OFFERS, type Offer } from '@dealer/contracts';
import { Bdi } from '../../../components/text/bidi-text';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { useReaderLang } from '../../../lib/catalog/use-content-names';

const isOffer = (value: string): value is Offer => (OFFERS as readonly string[]).includes(value);

/**
 * The price packages of the home page (spec: a price-package slider). On a phone the cards scroll
 * sideways with snap points; on wider screens they wrap. A failed load only hides the section.
 */
export function PackageList({ onBook, busy }: { onBook: (offer: string, services: string[], shownName: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const packages = useCatalogList('packages');
  const services = useCatalogList('services');
  const lang = useReaderLang();
  const serviceById = new Map((services.data ?? []).map((row) => [row._id, row]));
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
            const name = contentText(row.serviceName, row.serviceNameAr, lang);
            const description = row.description ? contentText(row.description, row.descriptionAr, lang) : null;
            // The booking form ticks services by their English name, as the booking stores them.
            const included = (row.services ?? []).flatMap((id) => serviceById.get(id) ?? []);
            const headingId = `package-${row._id}`;
            return (
              <li key={row._id} className={`package-card${popular ? ' package-card--popular' : ''}`}>
                {popular ? <span className="package-card__badge">{t('packages.mostPopular')}</span> : null}
                <h3 className="package-card__name" id={headingId} lang={name.lang}>
                  {name.text}
                </h3>
                {description ? (
                  <p className="package-card__description" lang={description.lang}>
                    {description.text}
                  </p>
                ) : null}
                {included.length > 0 ? (
                  <>
                    <p className="package-card__includes-label" id={`${headingId}-includes`}>
                      {t('packages.includes')}
                    </p>
                    <ul className="package-card__services" aria-labelledby={`${headingId}-includes`}>
                      {included.map((service) => {
                        const serviceName = contentText(service.serviceName, service.serviceNameAr, lang);
                        return (
                          <li key={service._id} lang={serviceName.lang}>
                            {serviceName.text}
                          </li>
                        );
                      })}
                    </ul>
                  </>
                ) : null}
                <p className="package-card__price">
                  {/* The amount with its currency as the reader writes it ('SAR 1,250' / '1,250 ر.س.'), kept whole inside either direction. */}
                  <Bdi className="package-card__amount">{formatPrice(row.price, row.currency, lang)}</Bdi>
                  {/* A line may break before the slash, never after it: the slash stays with what it introduces. */}
                  <span className="package-card__period"> /{'\u00a0'}{isOffer(row.offer) ? t(`packages.offers.${row.offer}`) : row.offer}</span>
                </p>
                <p className="package-card__vat">{t('packages.vatIncluded')}</p>
                <button
                  type="button"
                  className="button button--accent package-card__book"
                  onClick={() =>
                    onBook(
                      row.serviceName,
                      included.map((service) => service.serviceName),
                      name.text,
                    )
                  }
                  disabled={busy}
                  aria-label={t('packages.bookPackage', { name: name.text })}
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
