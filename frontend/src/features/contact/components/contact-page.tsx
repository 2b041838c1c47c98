import { Fragment } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { contentText } from '@dealer/contracts';
import { CardSection } from '../../../components/layout/card-section';
import { MailLink, PhoneLink, WhatsAppLink } from '../../../components/layout/contact-links';
import { BranchMap } from '../../../components/map/branch-map';
import { PageIntro } from '../../../components/page/page-intro';
import { useSiteConfig } from '../../../lib/site/site-config.query';
import { EMPTY_SITE_CONFIG } from '../../../lib/site/site-config';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { useSiteContactInfo } from '../../../lib/site/contact-info.query';
import { QuoteForm } from './quote-form';
import './contact.css';

export function ContactPage() {
  const { t } = useTranslation();
  const site = useSiteConfig().data ?? EMPTY_SITE_CONFIG;
  const locations = useCatalogList('locations');
  const contactInfo = useSiteContactInfo();
  const lang = useReaderLang();
  const address = contactInfo?.address ? contentText(contactInfo.address, contactInfo.addressAr, lang) : null;
  // Each detail shows only when the admin has filled it in; the opening hours always show.
  const details = [
    { term: t('contactPage.phone'), value: site.phoneNumber && <PhoneLink number={site.phoneNumber} /> },
    { term: t('contactPage.email'), value: site.email && <MailLink email={site.email} /> },
    {
      term: t('contactPage.whatsapp'),
      value: site.whatsappNumber && (
        <WhatsAppLink number={site.whatsappNumber}>
          <bdi dir="ltr">{site.whatsappNumber}</bdi>
        </WhatsAppLink>
      ),
    },
    { term: t('contactPage.address'), value: address && <span lang={address.lang}>{address.text}</span> },
    { term: t('siteFooter.timetable'), value: t('contactPage.hours') },
  ];

  return (
    <PageIntro title={t('pages.contact.title')} heading={t('pages.contact.heading')} intro={t('pages.contact.intro')} description={t('meta.contact')}>
      <div className="contact-layout">
        <QuoteForm />
        <CardSection className="card contact-details" headingId="contact-details-heading" heading={t('contactPage.detailsHeading')}>
          <dl>
            {details.map(({ term, value }) =>
              value ? (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ) : null,
            )}
          </dl>
        </CardSection>
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
