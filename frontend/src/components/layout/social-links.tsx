import { useTranslation } from '../../lib/i18n';
import type { SiteConfig } from '../../lib/site/site-config';

const NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'linkedin'] as const;

/**
 * Short marks keep the top bar compact; the accessible name carries the network's full name. The marks
 * are drawn by CSS from `data-mark`, as an icon would be: as text in the link they would be a visible
 * label its accessible name does not contain (WCAG 2.5.3, label in name).
 */
const MARKS: Record<(typeof NETWORKS)[number], string> = {
  facebook: 'f',
  instagram: 'ig',
  x: 'X',
  youtube: 'yt',
  linkedin: 'in',
};

export function SocialLinks({ social }: { social: SiteConfig['social'] }) {
  const { t } = useTranslation();
  const configured = NETWORKS.filter((network) => social[network]);
  if (configured.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('header.social')}>
      {configured.map((network) => (
        <li key={network}>
          <a
            href={social[network]}
            target="_blank"
            rel="noopener noreferrer"
            className="social-links__link"
            aria-label={`${t(`social.${network}`)} ${t('common.opensInNewTab')}`}
          >
            <span className="social-links__mark" data-mark={MARKS[network]} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
