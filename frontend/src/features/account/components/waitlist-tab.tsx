import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { formatSlotTime, holdUntilLabel, isolateFor, type WaitlistEntryRow } from '@dealer/contracts';
import { askConfirmation } from '../../../components/dialog/confirm-dialog';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { slotLabels } from '../../../lib/booking/slot-labels';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { notify } from '../../../lib/toast';
import { useMyWaitlist } from '../api/my-waitlist.query';
import { useLeaveWaitlist } from '../api/use-leave-waitlist.mutation';

/** Still in line: the customer may leave. */
const IN_LINE = new Set<WaitlistEntryRow['status']>(['waiting', 'offered']);

/** The customer's waitlist entries: status, place in line or the held time and its expiry, and Leave. */
export function WaitlistTab() {
  const { t } = useTranslation();
  const names = useContentNames();
  const entries = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const isolate = isolateFor(names.lang);

  if (entries.isPending) return <LoadingState />;
  if (entries.isError) return <ErrorState error={entries.error} onRetry={() => void entries.refetch()} />;
  if (entries.data.data.length === 0) return <p className="account__empty">{t('waitlist.tabEmpty')}</p>;

  const windowText = ({ windowStart, windowEnd }: WaitlistEntryRow) =>
    windowStart === windowEnd
      ? t('waitlist.windowOne', { time: isolate(formatSlotTime(windowStart, names.lang)) })
      : t('waitlist.window', { from: isolate(formatSlotTime(windowStart, names.lang)), to: isolate(formatSlotTime(windowEnd, names.lang)) });

  const onLeave = async (entry: WaitlistEntryRow) => {
    const where = { branch: isolate(names.branch(entry.branchName).text), date: slotLabels({ bookingDate: entry.bookingDate, bookingTime: '' }, names.lang, true).date };
    if (!(await askConfirmation({ message: t('waitlist.confirmLeave', where), confirmLabel: t('waitlist.leave'), keepLabel: t('waitlist.keep') }))) return;
    leave.mutate(entry._id, { onSuccess: ({ message }) => notify.success(message), onError: notify.failure });
  };

  return (
    <ul className="waitlist-entries">
      {entries.data.data.map((entry) => {
        const branch = names.branch(entry.branchName);
        const { date } = slotLabels({ bookingDate: entry.bookingDate, bookingTime: '' }, names.lang);
        return (
          <li key={entry._id} className="waitlist-entry" data-status={entry.status}>
            <div className="waitlist-entry__head">
              <strong lang={branch.lang}>{branch.text}</strong>
              <span className="waitlist-entry__status">{t(`waitlist.status.${entry.status}`)}</span>
            </div>
            <p className="waitlist-entry__when">
              {date} · {windowText(entry)}
            </p>
            {entry.status === 'waiting' && entry.position !== null ? <p>{t('waitlist.position', { position: entry.position })}</p> : null}
            {entry.status === 'offered' && entry.heldTime && entry.holdExpiresAt ? (
              <p className="waitlist-entry__held">
                {t('waitlist.held', { time: isolate(formatSlotTime(entry.heldTime, names.lang)), until: isolate(holdUntilLabel(entry.holdExpiresAt, names.lang)) })}
              </p>
            ) : null}
            <div className="waitlist-entry__actions">
              {entry.status === 'booked' && entry.bookingId ? (
                <Link className="button button--ghost" to={`/bookings/${encodeURIComponent(entry.bookingId)}`}>
                  {t('waitlist.openBooking')}
                </Link>
              ) : null}
              {IN_LINE.has(entry.status) ? (
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={t('waitlist.leaveRow', { branch: branch.text, date })}
                  disabled={leave.isPending}
                  onClick={() => void onLeave(entry)}
                >
                  {t('waitlist.leave')}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
