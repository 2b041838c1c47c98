import { useTranslation, currentLang } from '../../lib/i18n';
import { contentText, formatDayTiming } from '@dealer/contracts';
import { useTimings } from '../../lib/site/timings.query';
import { ContentText } from '../text/bidi-text';
import { FooterBlock } from './footer-block';

/** The admin's Timings rows; the spec's weekly text stands in while they load or when there are none. */
export function FooterTimetable() {
  const { t } = useTranslation();
  const lang = currentLang();
  const timings = useTimings();
  const rows = timings.data ?? [];
  return (
    <FooterBlock headingId="footer-timetable" heading={t('siteFooter.timetable')}>
      {rows.length === 0 ? (
        <p>{t('siteFooter.timetableEmpty')}</p>
      ) : (
        <dl className="timetable">
          {rows.map((row) => (
            <div key={row._id} className="timetable__row">
              <dt>
                <ContentText value={contentText(row.day, row.dayAr, lang)} />
              </dt>
              <dd>
                {/* Arabic hours ('8:00 ص إلى 10:00 م') read right to left; the spec's English text left to right. */}
                <bdi dir={lang === 'ar' ? 'rtl' : 'ltr'}>{formatDayTiming(row.dayTiming, lang)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </FooterBlock>
  );
}
