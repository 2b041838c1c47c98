import { useTranslation } from 'react-i18next';
import type { ClaimRow } from '@dealer/contracts';
import { ClaimSummary } from '../../warranty-claim/components/claim-summary';
import { ClaimTimeline } from '../../warranty-claim/components/claim-timeline';
import { ClaimStatusForm } from './claim-status-form';

export const CLAIM_PANEL_HEADING_ID = 'admin-claim-panel-heading';

/** The chosen claim: the status moves its lifecycle allows, its facts and its history. */
export function ClaimManagePanel({ claim, onClose }: { claim: ClaimRow; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card admin-claims__panel" aria-labelledby={CLAIM_PANEL_HEADING_ID}>
      <div className="admin-claims__panel-head">
        <h2 id={CLAIM_PANEL_HEADING_ID} className="card__title">
          {t('adminClaims.panelHeading', { reference: claim.reference })}
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          {t('adminClaims.close')}
        </button>
      </div>
      <h3 className="timeline__heading">{t('adminClaims.statusActions')}</h3>
      {/* A new claim or status starts a fresh form, so a half-written note never lands on another move. */}
      <ClaimStatusForm key={`${claim._id}-${claim.status}`} claim={claim} />
      <h3 className="timeline__heading">{t('claimHistory.summary')}</h3>
      <ClaimSummary claim={claim} />
      <ClaimTimeline claimId={claim._id} headingId="admin-claim-timeline" audience="admin" />
    </section>
  );
}
