import { useTranslation } from '../../../lib/i18n';
import type { ClaimRow } from '@dealer/contracts';
import { ClaimSummary } from '../../../components/claim-details/claim-summary';
import { ClaimTimeline } from '../../../components/claim-details/claim-timeline';
import { ManagePanel } from '../../../components/record-list/manage-list';
import { ClaimStatusForm } from './claim-status-form';

export const CLAIM_PANEL_HEADING_ID = 'admin-claim-panel-heading';

/** The chosen claim: the status moves its lifecycle allows, its facts and its history. */
export function ClaimManagePanel({ claim, onClose }: { claim: ClaimRow; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ManagePanel
      className="admin-claims__panel"
      headingId={CLAIM_PANEL_HEADING_ID}
      heading={t('adminClaims.panelHeading', { reference: claim.reference })}
      closeText={t('adminClaims.close')}
      onClose={onClose}
    >
      <h3 className="timeline__heading">{t('adminClaims.statusActions')}</h3>
      {/* A new claim or status starts a fresh form, so a half-written note never lands on another move. */}
      <ClaimStatusForm key={`${claim._id}-${claim.status}`} claim={claim} />
      <h3 className="timeline__heading">{t('claimHistory.summary')}</h3>
      <ClaimSummary claim={claim} />
      <ClaimTimeline claimId={claim._id} headingId="admin-claim-timeline" audience="admin" />
    </ManagePanel>
  );
}
