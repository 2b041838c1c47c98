import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimRow } from '@dealer/contracts';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { ErrorState } from '../../../components/page/error-state';
import { useMyClaims } from '../api/my-claims.query';
import { warrantyClaimHistoryColumns } from '../columns/history-columns';
import { ClaimDetailsDialog } from './claim-details-dialog';

const claimId = (row: ClaimRow) => row._id;

/** The customer's warranty claims; Details opens the claim's timeline and, when asked, the answer form. */
export function WarrantyClaimHistoryTab({ email }: { email: string }) {
  const { t } = useTranslation();
  const claims = useMyClaims(email);
  const [detailsId, setDetailsId] = useState('');
  const columns = useMemo(() => warrantyClaimHistoryColumns(t), [t]);
  // The dialog follows the list, so an answer sent from it shows the new status at once.
  const details = claims.data?.find((row) => row._id === detailsId) ?? null;

  const actions = useCallback(
    (row: ClaimRow) => (
      <button type="button" className="button button--small" onClick={() => setDetailsId(row._id)} aria-label={t('claimHistory.detailsRow', { reference: row.reference })}>
        {t('claimHistory.details')}
      </button>
    ),
    [t],
  );

  return (
    <div className="account__claims">
      {claims.isError ? <ErrorState error={claims.error} onRetry={() => void claims.refetch()} /> : null}
      <DataGrid
        label={t('account.tabs.warrantyClaimHistory')}
        rows={claims.data}
        columns={columns}
        loading={claims.isPending}
        getRowId={claimId}
        actions={actions}
        actionsWidth={104}
        noRowsText={t('account.noClaims')}
      />
      <ClaimDetailsDialog claim={details} onClose={() => setDetailsId('')} />
    </div>
  );
}
