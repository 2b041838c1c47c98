import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimRow } from '@dealer/contracts';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { ErrorState } from '../../../components/page/error-state';
import { useAllClaims } from '../api/all-claims.query';
import { adminClaimColumns } from './admin-claim-columns';
import { CLAIM_PANEL_HEADING_ID, ClaimManagePanel } from './claim-manage-panel';
import './admin-warranty.css';

const claimId = (row: ClaimRow) => row._id;

/**
 * Admin Warranty Claim History: every claim with the spec's columns plus reference and status.
 * Manage opens a panel to move the claim through its review and to read its history.
 */
export function WarrantyClaimHistoryTab() {
  const { t } = useTranslation();
  const claims = useAllClaims();
  const [selectedId, setSelectedId] = useState('');
  const columns = useMemo(() => adminClaimColumns(t), [t]);
  // The panel follows the list, so a status change shows at once in both.
  const selected = claims.data?.find((row) => row._id === selectedId) ?? null;

  const actions = useCallback(
    (row: ClaimRow) => (
      <button
        type="button"
        className="button button--small"
        aria-label={t('adminClaims.manageRow', { reference: row.reference })}
        onClick={() => {
          setSelectedId(row._id);
          requestAnimationFrame(() => document.getElementById(CLAIM_PANEL_HEADING_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
        }}
      >
        {t('adminClaims.manage')}
      </button>
    ),
    [t],
  );

  return (
    <div className="admin-claims">
      <section className="card" aria-labelledby="admin-claims-heading">
        <h2 id="admin-claims-heading" className="card__title">
          {t('adminClaims.listHeading')}
        </h2>
        {claims.isError ? <ErrorState error={claims.error} onRetry={() => void claims.refetch()} /> : null}
        <DataGrid
          label={t('adminClaims.listHeading')}
          rows={claims.data}
          columns={columns}
          loading={claims.isPending}
          getRowId={claimId}
          actions={actions}
          actionsWidth={120}
        />
      </section>
      {selected ? <ClaimManagePanel claim={selected} onClose={() => setSelectedId('')} /> : <p className="notice">{t('adminClaims.chooseRow')}</p>}
    </div>
  );
}
