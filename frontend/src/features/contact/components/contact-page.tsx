import { useTranslation } from 'react-i18next';
import { BranchMap } from '../../../components/map/branch-map';
import { PageIntro } from '../../../components/page/page-intro';
import { useSiteConfig } from '../../../lib/site/site-config.query';
import { EMPTY_SITE_CONFIG } from '../../../lib/site/site-config';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { QuoteForm } from './quote-form';
import './contact.css';

export function ContactPage() {
  const { t } = useTranslation();
  const site = useSiteConfig().data ?? EMPTY_SITE_CONFIG;
  const locations = useCatalogList('locations');

  return (
    <PageIntro title={t('pages.contact.title')} heading={t('pages.contact.heading')} intro={t('pages.contact.intro')} description={t('meta.contact')}>
      <div className="contact-layout">
        <QuoteForm />
        <section className="card contact-details" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className="card__title">
            {t('contactPage.detailsHeading')}
          </h2>
          <dl>
            {site.phoneNumber ? (
              <>
                <dt>{t('contactPage.phone')}</dt>
                <dd>
                  <a href={`tel:${site.phoneNumber.replace(/\s+/g, '')}`}>
                    <bdi dir="ltr">{site.phoneNumber}</bdi>
                  </a>
                </dd>
              </>
            ) : null}
            {site.email ? (
              <>
                <dt>{t('contactPage.email')}</dt>
                <dd>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </dd>
              </>
            ) : null}
            {site.whatsappNumber ? (
              <>
                <dt>{t('contactPage.whatsapp')}</dt>
                <dd>
                  <a href={`https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}`} target="_blank" rel="noopener noreferrer">
                    <bdi dir="ltr">{site.whatsappNumber}</bdi>
                    <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                  </a>
                </dd>
              </>
            ) : null}
            <dt>{t('siteFooter.timetable')}</dt>
            <dd>{t('contactPage.hours')}</dd>
          </dl>
        </section>
      </div>
      {locations.data?.length ? (
        <section className="contact-map" aria-labelledby="contact-map-heading">
          <h2 id="contact-map-heading">{t('contactPage.mapHeading')}</h2>
          <BranchMap branches={locations.data} unavailable={t('map.unavailableSeeLocator')} />
        </section>
      ) : null}
    </PageIntro>
  );
}
