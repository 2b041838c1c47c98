import { useTranslation, currentLang, type TFunction } from '../../lib/i18n';
import { isClaimResolution, isolateFor, type CustomerType, type Lang } from '@dealer/contracts';
import { useClaimHistory, type ClaimEventRow } from '../../lib/claim/claim-history.query';
import { EventTimeline } from '../timeline/event-timeline';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function withNote(text: string, note: string, t: TFunction): string {
  return note ? `${text}. ${t('claimEvents.note', { note })}` : text;
}

function describe(event: ClaimEventRow, t: TFunction, lang: Lang): string {
  const { data } = event;
  const note = textOf(data.note);
  switch (event.type) {
    case 'ClaimSubmitted':
      // The timeline shows plain strings: the reference is isolated with Unicode isolates in Arabic.
      return t('claimEvents.submitted', { reference: isolateFor(lang)(textOf(data.reference)) });
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

function actorText(event: ClaimEventRow, audience: CustomerType, t: TFunction, lang: Lang): string {
  const actor = event.actorRole ?? textOf(event.data.by);
  // The dealer's person by name ('by Sara A.'); without one (an account since removed) by role below.
  if (event.actorName && (actor === 'admin' || actor === 'staff')) return t('historyActor.byName', { name: isolateFor(lang)(event.actorName) });
  if (actor === 'admin') return t('claimEvents.byAdmin');
  if (actor === 'staff') return t('claimEvents.byStaff');
  if (actor === 'customer') return audience === 'customer' ? t('claimEvents.byCustomer') : t('claimEvents.byCustomerForAdmin');
  if (actor === 'system') return t('claimEvents.bySystem');
  return '';
}

/** A claim's history as the event store recorded it, oldest first. */
export function ClaimTimeline({ claimId, headingId, audience }: { claimId: string; headingId: string; audience: CustomerType }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <EventTimeline
      headingId={headingId}
      heading={t('claimHistory.timeline')}
      emptyText={t('claimHistory.noEvents')}
      events={useClaimHistory(claimId)}
      describe={(event) => describe(event, t, lang)}
      actor={(event) => actorText(event, audience, t, lang)}
    />
  );
}
