import { useTranslation } from '../../../lib/i18n';
import { formatSlotTime, holdUntilLabel, isolateFor } from '@dealer/contracts';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { useDayWaitlist } from '../api/day-waitlist.query';
import './day-waitlist.css';

/**
 * The waitlist of one branch on one day, in line order, for the day board: who waits for which window
 * and job, who has a place held and until when, and how each ended.
 */
export function DayWaitlist({ branchId, date, seen }: { branchId: string; date: string; seen?: number }) {
  const { t } = useTranslation();
  const lang = useReaderLang();
  const line = useDayWaitlist(branchId, date, seen);
  const isolate = isolateFor(lang);
  const time = (label: string) => formatSlotTime(label, lang);

  return (
    <section className="day-waitlist" aria-labelledby="day-waitlist-heading">
      <h3 id="day-waitlist-heading" className="day-waitlist__heading">
        {t('waitlist.dayHeading')}
      </h3>
      {line.isPending ? <LoadingState /> : null}
      {line.isError ? <ErrorState error={line.error} onRetry={() => void line.refetch()} /> : null}
      {line.data?.data.length === 0 ? <p className="day-waitlist__empty">{t('waitlist.dayEmpty')}</p> : null}
      {line.data && line.data.data.length > 0 ? (
        <ol className="day-waitlist__list">
          {line.data.data.map((entry) => (
            <li key={entry._id} className="day-waitlist__entry" data-status={entry.status}>
              <div className="day-waitlist__who">
                <strong>
                  {entry.position !== null ? `${entry.position}. ` : ''}
                  {entry.firstName} {entry.lastName}
                </strong>
                <a href={`tel:${entry.phoneNumber}`} dir="ltr">
                  {entry.phoneNumber}
                </a>
              </div>
              <div>
                {entry.windowStart === entry.windowEnd
                  ? t('waitlist.windowOne', { time: isolate(time(entry.windowStart)) })
                  : t('waitlist.window', { from: isolate(time(entry.windowStart)), to: isolate(time(entry.windowEnd)) })}{' '}
                · {entry.serviceDetails.join(lang === 'ar' ? '، ' : ', ')}
              </div>
              <div className="day-waitlist__status">
                {t(`waitlist.status.${entry.status}`)}
                {entry.status === 'offered' && entry.heldTime && entry.holdExpiresAt
                  ? ` · ${time(entry.heldTime)} → ${t('waitlist.until')}: ${holdUntilLabel(entry.holdExpiresAt, lang)}`
                  : ''}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
