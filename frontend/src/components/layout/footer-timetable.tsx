import { useTranslation } from 'react-i18next';
import { useTimings } from '../../lib/site/timings.query';

/** The admin's Timings rows; the spec's weekly text stands in while they load or when there are none. */
export function FooterTimetable() {
  const { t } = useTranslation();
  const timings = useTimings();
  const rows = timings.data ?? [];
  return (
    <section className="site-footer__block" aria-labelledby="footer-timetable">
      <h2 id="footer-timetable" className="site-footer__heading">
        {t('siteFooter.timetable')}
      </h2>
      {rows.length === 0 ? (
        <p>{t('siteFooter.timetableEmpty')}</p>
      ) : (
        <dl className="timetable">
          {rows.map((row) => (
            <div key={row._id} className="timetable__row">
              <dt>{row.day}</dt>
              <dd>
                <bdi dir="ltr">{row.dayTiming}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
