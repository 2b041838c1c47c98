import { useTranslation } from '../../../lib/i18n';
import type { ClaimRow } from '@dealer/contracts';
import { ModalDialog } from '../../../components/dialog/modal-dialog';
import { ClaimSummary } from '../../../components/claim-details/claim-summary';
import { ClaimTimeline } from '../../../components/claim-details/claim-timeline';
import { ClaimAnswerForm } from './claim-answer-form';

/** A claim's details and timeline, with the answer form while the dealer waits for information. */
export function ClaimDetailsDialog({ claim, onClose }: { claim: ClaimRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={claim !== null} title={t('claimHistory.detailsTitle', { reference: claim?.reference ?? '' })} onClose={onClose}>
      {claim ? (
        <>
          {claim.status === 'information_requested' ? <ClaimAnswerForm key={claim._id} claim={claim} /> : null}
          <ClaimSummary claim={claim} />
          <ClaimTimeline claimId={claim._id} headingId="claim-details-timeline" audience="customer" />
        </>
      ) : null}
    </ModalDialog>
  );
}
