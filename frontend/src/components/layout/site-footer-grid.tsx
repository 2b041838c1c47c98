import { useTranslation } from 'react-i18next';
import { consent } from '../../lib/consent/consent.store';
import { useSiteConfig } from '../../lib/site/site-config.query';
import { EMPTY_SITE_CONFIG } from '../../lib/site/site-config';
import type { NoticeKind } from '../../locales/legal-notices';
import { FooterTimetable } from './footer-timetable';
import { NewsletterForm } from './newsletter-form';

/** wa.me wants the number in international form, digits only. */
function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** Timetable, contact links with the WhatsApp chat, newsletter box, and the privacy links. */
export function SiteFooterGrid({ onNotice }: { onNotice: (kind: NoticeKind) => void }) {
  const { t } = useTranslation();
  const site = useSiteConfig().data ?? EMPTY_SITE_CONFIG;
  return (
      <div className="site-footer__grid">
      <FooterTimetable />
      <section className="site-footer__block" aria-labelledby="footer-contact">
        <h2 id="footer-contact" className="site-footer__heading">
          {t('siteFooter.contactHeading')}
        </h2>
        <ul className="site-footer__list">
          {site.phoneNumber ? (
            <li>
              <a href={`tel:${site.phoneNumber.replace(/\s+/g, '')}`}>
                <bdi dir="ltr">{site.phoneNumber}</bdi>
              </a>
            </li>
          ) : null}
          {site.email ? (
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          ) : null}
          {site.whatsappNumber ? (
            <li>
              <a href={whatsappUrl(site.whatsappNumber)} target="_blank" rel="noopener noreferrer" className="site-footer__chat">
                {t('siteFooter.chat')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </section>
      <NewsletterForm />
      <section className="site-footer__block" aria-labelledby="footer-legal">
        <h2 id="footer-legal" className="site-footer__heading">
          {t('siteFooter.legalHeading')}
        </h2>
        <ul className="site-footer__list">
          <li>
            <button type="button" className="site-footer__link" onClick={() => onNotice('privacy')}>
              {t('siteFooter.privacy')}
            </button>
          </li>
          <li>
            <button type="button" className="site-footer__link" onClick={() => onNotice('cookies')}>
              {t('siteFooter.cookies')}
            </button>
          </li>
          <li>
            <button type="button" className="site-footer__link" onClick={consent.openPreferences}>
              {t('siteFooter.cookiePreferences')}
            </button>
          </li>
        </ul>
      </section>
    </div>
  );
}
