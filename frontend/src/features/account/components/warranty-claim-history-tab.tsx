import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { ClaimRow } from '@dealer/contracts';
import { QueryGrid } from '../../../components/record-list/query-grid';
import { useChosenRow } from '../../../components/record-list/use-chosen-row';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { useMyClaims } from '../api/my-claims.query';
import { warrantyClaimHistoryColumns } from '../columns/history-columns';
import { ClaimDetailsDialog } from './claim-details-dialog';

/** The customer's warranty claims; Details opens the claim's timeline and, when asked, the answer form. */
export function WarrantyClaimHistoryTab({ email }: { email: string }) {
  const { t } = useTranslation();
  const claims = useMyClaims(email);
  // The dialog follows the list, so an answer sent from it shows the new status at once.
  const { chosen: details, choose, close } = useChosenRow(claims.data);
  const names = useContentNames();
  const columns = useMemo(() => warrantyClaimHistoryColumns(t, names), [t, names]);

  const actions = useCallback(
    (row: ClaimRow) => (
      <button type="button" className="button button--small" onClick={() => choose(row)} aria-label={t('claimHistory.detailsRow', { reference: row.reference })}>
        {t('claimHistory.details')}
      </button>
    ),
    [choose, t],
  );

  return (
    <div className="account__claims">
      <QueryGrid
        label={t('account.tabs.warrantyClaimHistory')}
        query={claims}
        columns={columns}
        actions={actions}
        actionsWidth={104}
        noRowsText={t('account.noClaims')}
      />
      <ClaimDetailsDialog claim={details} onClose={close} />
    </div>
  );
}
