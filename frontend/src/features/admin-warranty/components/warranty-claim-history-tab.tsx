import { useCallback } from 'react';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import type { ClaimRow } from '@dealer/contracts';
import { ManageList } from '../../../components/record-list/manage-list';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { useAllClaims } from '../api/all-claims.query';
import { adminClaimColumns } from './admin-claim-columns';
import { CLAIM_PANEL_HEADING_ID, ClaimManagePanel } from './claim-manage-panel';
import './admin-warranty.css';

const manageLabel = (row: ClaimRow, t: TFunction) => t('adminClaims.manageRow', { reference: row.reference });

/**
 * Admin Warranty Claim History: every claim with the spec's columns plus reference and status.
 * Manage opens a panel to move the claim through its review and to read its history.
 */
export function WarrantyClaimHistoryTab() {
  const { t } = useTranslation();
  const claims = useAllClaims();
  const names = useContentNames();
  const columns = useCallback((translate: TFunction) => adminClaimColumns(translate, names), [names]);
  return (
    <ManageList
      className="admin-claims"
      headingId="admin-claims-heading"
      heading={t('adminClaims.listHeading')}
      query={claims}
      columns={columns}
      manageText={t('adminClaims.manage')}
      manageLabel={manageLabel}
      panel={(claim, close) => <ClaimManagePanel claim={claim} onClose={close} />}
      panelHeadingId={CLAIM_PANEL_HEADING_ID}
      chooseRowText={t('adminClaims.chooseRow')}
    />
  );
}
