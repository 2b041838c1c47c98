import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { formatDateWithHijri, formatSlotTime, holdUntilLabel, isolateFor } from '@dealer/contracts';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { PageIntro } from '../../../components/page/page-intro';
import { SummaryList } from '../../../components/summary-list/summary-list';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { notify } from '../../../lib/toast';
import { useWaitlistOffer } from '../api/offer.query';
import { useConfirmOffer } from '../api/use-confirm-offer.mutation';
import { keepOfferToken, keptOfferToken } from '../model/offer-token';
import './waitlist-offer.css';

/**
 * /waitlist/offer?token=…: the offer mail's link. It shows the held place; only the Confirm button
 * books (a POST), so a mail scanner opening the link books nothing.
 */
export function WaitlistOfferPage() {
  const { t } = useTranslation();
  const names = useContentNames();
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token')?.trim() || keptOfferToken());
  const offer = useWaitlistOffer(token);
  const confirm = useConfirmOffer();
  const [bookingId, setBookingId] = useState<string | null>(null);

  useEffect(() => {
    if (!searchParams.has('token')) return;
    keepOfferToken(token);
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams, token]);

  const title = t('waitlist.offerTitle');
  if (token === '' || offer.isError) {
    return (
      <PageIntro title={title} heading={title}>
        <ErrorState error={offer.error ?? new Error(t('waitlist.offerClosed'))} />
      </PageIntro>
    );
  }
  if (offer.isPending) {
    return (
      <PageIntro title={title} heading={title}>
        <LoadingState />
      </PageIntro>
    );
  }

  const { entry, open } = offer.data;
  const isolate = isolateFor(names.lang);
  const branch = names.branch(entry.branchName);
  const until = entry.holdExpiresAt ? holdUntilLabel(entry.holdExpiresAt, names.lang) : '';
  const onConfirm = () =>
    confirm.mutate(
      { token },
      {
        onSuccess: ({ message, _id }) => {
          notify.success(message);
          setBookingId(_id);
        },
        onError: notify.failure,
      },
    );

  return (
    <PageIntro title={title} heading={title} intro={open && !bookingId ? t('waitlist.offerIntro', { until: isolate(until) }) : undefined}>
      <div className="card waitlist-offer">
        <SummaryList
          className="waitlist-offer__summary"
          rows={[
            { term: t('waitlist.branch'), value: <bdi lang={branch.lang}>{branch.text}</bdi> },
            { term: t('waitlist.date'), value: formatDateWithHijri(entry.bookingDate, names.lang) },
            { term: t('waitlist.time'), value: entry.heldTime ? formatSlotTime(entry.heldTime, names.lang) : '—' },
            ...(open && !bookingId ? [{ term: t('waitlist.until'), value: until }] : []),
          ]}
        />
        {bookingId ? (
          <p className="notice waitlist-offer__done" role="status">
            {t('waitlist.confirmed')} <Link to="/account">{t('waitlist.toAccount')}</Link>
          </p>
        ) : open ? (
          <div className="form__actions">
            <button type="button" name="confirmOffer" className="button button--accent" disabled={confirm.isPending} onClick={onConfirm}>
              {confirm.isPending ? t('waitlist.confirming') : t('waitlist.confirm')}
            </button>
          </div>
        ) : (
          <p className="notice waitlist-offer__closed" role="status">
            {t('waitlist.offerClosed')}
          </p>
        )}
      </div>
    </PageIntro>
  );
}
