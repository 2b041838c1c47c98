import { useTranslation } from '../../lib/i18n';
import { formatBookingDate, type ClaimRow } from '@dealer/contracts';
import { safeLinkUrl } from '../../lib/safe-url';
import { CLAIM_FIELDS, type ClaimField } from '../../lib/claim/claim-fields';
import { useContentNames } from '../../lib/catalog/use-content-names';
import { SummaryList, type SummaryRow } from '../summary-list/summary-list';
import { Bdi, ContentText, LtrText } from '../text/bidi-text';
import './claim-details.css';

const LTR_FIELDS = new Set<ClaimField>(['phoneNumber', 'homeOwnerPhoneNumber']);
/** The days the customer picked, written as the grids write them ('Fri, 20 Nov 2026'); 'NA' stays as typed. */
const DATE_FIELDS = new Set<ClaimField>(['originalUnitInstallDate', 'failedDate']);

/** A claim's reference, status and every field the customer filled in, with the e-invoice photo. */
export function ClaimSummary({ claim }: { claim: ClaimRow }) {
  const { t } = useTranslation();
  const names = useContentNames();
  const status = claim.resolution
    ? t('claimHistory.outcomeResolution', { status: t(`claimStatus.${claim.status}`), resolution: t(`claimResolution.${claim.resolution}`) })
    : t(`claimStatus.${claim.status}`);
  const filled = CLAIM_FIELDS.filter((field) => claim[field] !== '');
  const invoicePhoto = safeLinkUrl(claim.invoiceImagePath ?? '');

  const rows: SummaryRow[] = [
    { term: t('claimColumns.reference'), value: <LtrText>{claim.reference}</LtrText> },
    { term: t('claimColumns.status'), value: <span className={`claim-status claim-status--${claim.status}`}>{status}</span> },
    // The day in Riyadh, as the grids write days; the timeline below gives the hour.
    { term: t('columns.submittedOn'), value: <Bdi>{formatBookingDate(new Date(claim.submittedAt), names.lang, 'short')}</Bdi> },
    { term: t('columns.email'), value: <LtrText>{claim.email}</LtrText> },
    // Customers type in either language: each value keeps the direction of its own text, aligned with the page.
    ...filled.map((field) => ({
      term: t(`claimForm.fields.${field}`),
      value: LTR_FIELDS.has(field) ? (
        <LtrText>{claim[field]}</LtrText>
      ) : field === 'vehicleName' ? (
        <ContentText value={names.vehicle(claim[field])} />
      ) : DATE_FIELDS.has(field) ? (
        <Bdi>{formatBookingDate(claim[field], names.lang, 'short')}</Bdi>
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
