import { useMemo } from 'react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { DAY_MINUTES, contentText, formatSlotTime, isolateFor, type LocationRow, type OpenHours } from '@dealer/contracts';
import { directionsUrl } from '../../../components/map/directions';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { readerCollator } from '../../../lib/catalog/content-choices';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { weekdayName, weekLines } from '../branch-week';
import './locator.css';

/** The booking form preselects the branch named in this link. */
export function bookingLinkFor(branchName: string): string {
  return `/?branch=${encodeURIComponent(branchName)}`;
}

/** One card per branch (spec: name, address, post code, hours, phone, booking, e-mail, directions). */
export function BranchCards() {
  const { t } = useTranslation();
  const locations = useCatalogList('locations');
  const lang = useReaderLang();
  // 08:00 reads '08:00 AM' in English and '8:00 ص' in Arabic, kept whole inside the sentence and on one
  // line; a closing past midnight reads as the clock shows it.
  const time = (minutes: number) => isolateFor(lang)(formatSlotTime(minutes % DAY_MINUTES, lang).replace(' ', '\u00a0'));
  const span = (hours: OpenHours) => ({ from: time(hours.opens), to: time(hours.closes) });
  const hoursOf = (row: LocationRow) => [
    ...weekLines(row.weeklyHours).map((line) => {
      const days = line.first === line.last ? weekdayName(line.first, lang) : t('branchCard.dayRange', { first: weekdayName(line.first, lang), last: weekdayName(line.last, lang) });
      return line.hours ? t('branchCard.openDays', { days, ...span(line.hours) }) : t('branchCard.closedDays', { days });
    }),
    ...(row.ramadanHours ? [t('branchCard.ramadan', span(row.ramadanHours))] : []),
  ];
  // In the order of the names the reader reads (the list comes in the order of the English ones).
  const branches = useMemo(() => {
    const named = (locations.data ?? []).map((row) => ({ row, name: contentText(row.branchName, row.branchNameAr, lang) }));
    const collator = readerCollator(lang);
    return named.sort((a, b) => collator.compare(a.name.text, b.name.text));
  }, [locations.data, lang]);
  // The spec only logs a failed branch list on the locator; the page keeps its intro.
  if (!locations.data) return null;

  return (
    <section aria-labelledby="branch-cards-heading">
      <h2 id="branch-cards-heading" className="visually-hidden">
        {t('branchCard.list')}
      </h2>
      <ul className="branch-cards">
        {branches.map(({ row, name }) => {
          const address = contentText(row.address, row.addressAr, lang);
          return (
            <li key={row._id} className="card branch-card">
              <h3 className="branch-card__name" lang={name.lang}>
                {name.text}
              </h3>
              <p className="branch-card__line" lang={address.lang}>
                {address.text}
              </p>
              {row.postCode ? <p className="branch-card__line">{t('branchCard.postCode', { code: row.postCode })}</p> : null}
              <ul className="branch-card__hours" aria-label={t('branchCard.hoursLabel')}>
                {hoursOf(row).map((line) => (
                  <li key={line} className="branch-card__line">
                    {line}
                  </li>
                ))}
              </ul>
              <p className="branch-card__line">
                <a href={`tel:${row.phoneNumber}`} className="ltr-text">
                  {row.phoneNumber}
                </a>
              </p>
              <div className="branch-card__actions">
                <Link to={bookingLinkFor(row.branchName)} className="button button--small button--accent" aria-label={t('branchCard.bookAt', { name: name.text })}>
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
                  aria-label={`${t('branchCard.directionsTo', { name: name.text })} ${t('common.opensInNewTab')}`}
                >
                  {t('branchCard.directions')}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
