import { useTranslation } from '../../lib/i18n';
import type { ClaimRow } from '@dealer/contracts';
import { gridDateTimeFormat } from '../data-grid/grid-settings';
import { safeLinkUrl } from '../../lib/safe-url';
import { CLAIM_FIELDS, type ClaimField } from '../../lib/claim/claim-fields';
import { useContentNames } from '../../lib/catalog/use-content-names';
import { SummaryList, type SummaryRow } from '../summary-list/summary-list';
import { Bdi, ContentText, LtrText } from '../text/bidi-text';
import './claim-details.css';

const LTR_FIELDS = new Set<ClaimField>(['phoneNumber', 'homeOwnerPhoneNumber']);

/** A claim's reference, status and every field the customer filled in, with the e-invoice photo. */
export function ClaimSummary({ claim }: { claim: ClaimRow }) {
  const { t, i18n } = useTranslation();
  const names = useContentNames();
  const status = claim.resolution
    ? t('claimHistory.outcomeResolution', { status: t(`claimStatus.${claim.status}`), resolution: t(`claimResolution.${claim.resolution}`) })
    : t(`claimStatus.${claim.status}`);
  const filled = CLAIM_FIELDS.filter((field) => claim[field] !== '');
  const invoicePhoto = safeLinkUrl(claim.invoiceImagePath ?? '');

  const rows: SummaryRow[] = [
    { term: t('claimColumns.reference'), value: <LtrText>{claim.reference}</LtrText> },
    { term: t('claimColumns.status'), value: <span className={`claim-status claim-status--${claim.status}`}>{status}</span> },
    { term: t('claimColumns.submitted'), value: <Bdi>{gridDateTimeFormat(i18n.language).format(new Date(claim.submittedAt))}</Bdi> },
    { term: t('columns.email'), value: <LtrText>{claim.email}</LtrText> },
    // Customers type in either language: each value keeps the direction of its own text, aligned with the page.
    ...filled.map((field) => ({
      term: t(`claimForm.fields.${field}`),
      value: LTR_FIELDS.has(field) ? (
        <LtrText>{claim[field]}</LtrText>
      ) : field === 'vehicleName' ? (
        <ContentText value={names.vehicle(claim[field])} />
      ) : (
        <Bdi>{claim[field]}</Bdi>
      ),
    })),
  ];
  if (invoicePhoto) {
    rows.push({
      term: t('claimHistory.invoicePhoto'),
      value: (
        <a href={invoicePhoto} target="_blank" rel="noreferrer">
          <img className="claim-summary__photo" src={invoicePhoto} alt={t('claimHistory.invoicePhoto')} />
        </a>
      ),
    });
  }
  return <SummaryList rows={rows} className="claim-summary" />;
}
