import { useTranslation } from '../../lib/i18n';
import { consent } from '../../lib/consent/consent.store';
import { useSiteConfig } from '../../lib/site/site-config.query';
import { EMPTY_SITE_CONFIG } from '../../lib/site/site-config';
import type { NoticeKind } from '../../locales/legal-notices';
import { MailLink, PhoneLink, WhatsAppLink } from './contact-links';
import { FooterBlock } from './footer-block';
import { FooterTimetable } from './footer-timetable';
import { NewsletterForm } from './newsletter-form';

/** Timetable, contact links with the WhatsApp chat, newsletter box, and the privacy links. */
export function SiteFooterGrid({ onNotice }: { onNotice: (kind: NoticeKind) => void }) {
  const { t } = useTranslation();
  const site = useSiteConfig().data ?? EMPTY_SITE_CONFIG;
  const legalLinks = [
    { label: t('siteFooter.privacy'), open: () => onNotice('privacy') },
    { label: t('siteFooter.cookies'), open: () => onNotice('cookies') },
    { label: t('siteFooter.cookiePreferences'), open: consent.openPreferences },
  ];
  return (
    <div className="site-footer__grid">
      <FooterTimetable />
      <FooterBlock headingId="footer-contact" heading={t('siteFooter.contactHeading')}>
        <ul className="site-footer__list">
          {site.phoneNumber ? (
            <li>
              <PhoneLink number={site.phoneNumber} />
            </li>
          ) : null}
          {site.email ? (
            <li>
              <MailLink email={site.email} />
            </li>
          ) : null}
          {site.whatsappNumber ? (
            <li>
              <WhatsAppLink number={site.whatsappNumber} className="site-footer__chat">
                {t('siteFooter.chat')}
              </WhatsAppLink>
            </li>
          ) : null}
        </ul>
      </FooterBlock>
      <NewsletterForm />
      <FooterBlock headingId="footer-legal" heading={t('siteFooter.legalHeading')}>
        <ul className="site-footer__list">
          {legalLinks.map((link) => (
            <li key={link.label}>
              <button type="button" className="site-footer__link" onClick={link.open}>
                {link.label}
              </button>
            </li>
          ))}
        </ul>
      </FooterBlock>
    </div>
  );
}
