import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { directionsUrl } from '../../../components/map/directions';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import './locator.css';

/** The booking form preselects the branch named in this link. */
export function bookingLinkFor(branchName: string): string {
  return `/?branch=${encodeURIComponent(branchName)}`;
}

/** Times such as "08:00 AM" keep their order inside Arabic text (Unicode left-to-right isolate). */
function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** One card per branch (spec: name, address, post code, hours, phone, booking, e-mail, directions). */
export function BranchCards() {
  const { t } = useTranslation();
  const locations = useCatalogList('locations');
  // The spec only logs a failed branch list on the locator; the page keeps its intro.
  if (!locations.data) return null;

  return (
    <section aria-labelledby="branch-cards-heading">
      <h2 id="branch-cards-heading" className="visually-hidden">
        {t('branchCard.list')}
      </h2>
      <ul className="branch-cards">
        {locations.data.map((row) => (
          <li key={row._id} className="card branch-card">
            <h3 className="branch-card__name">{row.branchName}</h3>
            <p className="branch-card__line">{row.address}</p>
            {row.postCode ? <p className="branch-card__line">{t('branchCard.postCode', { code: row.postCode })}</p> : null}
            <p className="branch-card__line">
              {t('branchCard.hours', { from: isolateLtr(row.openingSaturday.replace('-', ' ')), to: isolateLtr(row.tillThursday.replace('-', ' ')) })}
            </p>
            <p className="branch-card__line">
              <a href={`tel:${row.phoneNumber}`} className="ltr-text">
                {row.phoneNumber}
              </a>
            </p>
            <div className="branch-card__actions">
              <Link to={bookingLinkFor(row.branchName)} className="button button--small button--accent" aria-label={t('branchCard.bookAt', { name: row.branchName })}>
                {t('branchCard.book')}
              </Link>
              <a href={`mailto:${row.email}`} className="button button--small button--ghost">
                {t('branchCard.email')}
              </a>
              <a
                href={directionsUrl(row.latitude, row.longitude)}
                className="button button--small button--ghost"
                target="_blank"
                rel="noreferrer"
                aria-label={`${t('branchCard.directionsTo', { name: row.branchName })} ${t('common.opensInNewTab')}`}
              >
                {t('branchCard.directions')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
