import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { gridDateTimeFormat } from '../../../components/data-grid/grid-settings';
import { useClaimHistory, type ClaimEventRow } from '../api/claim-history.query';
import { isClaimResolution } from '@dealer/contracts';
// The same timeline look as a booking's history.
import '../../booking/components/booking-timeline.css';
import './claim-details.css';

export type ClaimAudience = 'customer' | 'admin';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function withNote(text: string, note: string, t: TFunction): string {
  return note ? `${text}. ${t('claimEvents.note', { note })}` : text;
}

function describe(event: ClaimEventRow, t: TFunction): string {
  const { data } = event;
  const note = textOf(data.note);
  switch (event.type) {
    case 'ClaimSubmitted':
      return t('claimEvents.submitted', { reference: textOf(data.reference) });
    case 'ClaimInformationRequested':
      return t('claimEvents.informationRequested', { note });
    case 'ClaimInformationProvided':
      return t('claimEvents.informationProvided', { information: textOf(data.information) });
    case 'ClaimReviewStarted':
      return withNote(t('claimEvents.reviewStarted'), note, t);
    case 'ClaimApproved': {
      const resolution = isClaimResolution(data.resolution) ? t(`claimResolution.${data.resolution}`) : textOf(data.resolution);
      return withNote(t('claimEvents.approved', { resolution }), note, t);
    }
    case 'ClaimRejected':
      return t('claimEvents.rejected', { note: textOf(data.reason) || note });
    case 'ClaimClosed':
      return withNote(t('claimEvents.closed'), note, t);
    default:
      return t('claimEvents.other', { type: event.type });
  }
}

function actorText(event: ClaimEventRow, audience: ClaimAudience, t: TFunction): string {
  const actor = event.actorRole ?? textOf(event.data.by);
  if (actor === 'admin') return t('claimEvents.byAdmin');
  if (actor === 'customer') return audience === 'customer' ? t('claimEvents.byCustomer') : t('claimEvents.byCustomerForAdmin');
  if (actor === 'system') return t('claimEvents.bySystem');
  return '';
}

/** A claim's history as the event store recorded it, oldest first. */
export function ClaimTimeline({ claimId, headingId, audience }: { claimId: string; headingId: string; audience: ClaimAudience }) {
  const { t, i18n } = useTranslation();
  const events = useClaimHistory(claimId);
  const format = gridDateTimeFormat(i18n.language);

  return (
    <section className="timeline" aria-labelledby={headingId}>
      <h3 id={headingId} className="timeline__heading">
        {t('claimHistory.timeline')}
      </h3>
      {events.isPending ? <LoadingState /> : null}
      {events.isError ? <ErrorState error={events.error} onRetry={() => void events.refetch()} /> : null}
      {events.isSuccess && events.data.length === 0 ? <p className="timeline__empty">{t('claimHistory.noEvents')}</p> : null}
      {events.isSuccess && events.data.length > 0 ? (
        <ol className="timeline__list">
          {events.data.map((event, index) => (
            <li key={`${event.recordedAt}-${index}`} className="timeline__item">
              <span className="timeline__text">{describe(event, t)}</span>
              <span className="timeline__meta">
                <time dateTime={event.recordedAt}>{format.format(new Date(event.recordedAt))}</time> {actorText(event, audience, t)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
