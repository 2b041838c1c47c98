import { useTranslation } from 'react-i18next';
import type { ClaimRow } from '@dealer/contracts';
import { gridDateTimeFormat } from '../../../components/data-grid/grid-settings';
import { safeLinkUrl } from '../../../lib/safe-url';
import { CLAIM_FIELDS, type ClaimField } from '../model/claim-form';
import './claim-details.css';

const LTR_FIELDS = new Set<ClaimField>(['phoneNumber', 'homeOwnerPhoneNumber']);

/** A claim's reference, status and every field the customer filled in, with the e-invoice photo. */
export function ClaimSummary({ claim }: { claim: ClaimRow }) {
  const { t, i18n } = useTranslation();
  const status = claim.resolution
    ? t('claimHistory.outcomeResolution', { status: t(`claimStatus.${claim.status}`), resolution: t(`claimResolution.${claim.resolution}`) })
    : t(`claimStatus.${claim.status}`);
  const filled = CLAIM_FIELDS.filter((field) => claim[field] !== '');
  const invoicePhoto = safeLinkUrl(claim.invoiceImagePath ?? '');

  return (
    <dl className="claim-summary">
      <div className="claim-summary__row">
        <dt>{t('claimColumns.reference')}</dt>
        <dd>
          <span className="ltr-text">{claim.reference}</span>
        </dd>
      </div>
      <div className="claim-summary__row">
        <dt>{t('claimColumns.status')}</dt>
        <dd>
          <span className={`claim-status claim-status--${claim.status}`}>{status}</span>
        </dd>
      </div>
      <div className="claim-summary__row">
        <dt>{t('claimColumns.submitted')}</dt>
        <dd>{gridDateTimeFormat(i18n.language).format(new Date(claim.submittedAt))}</dd>
      </div>
      <div className="claim-summary__row">
        <dt>{t('columns.email')}</dt>
        <dd>
          <span className="ltr-text">{claim.email}</span>
        </dd>
      </div>
      {filled.map((field) => (
        <div key={field} className="claim-summary__row">
          <dt>{t(`claimForm.fields.${field}`)}</dt>
          {/* Customers type in either language: each value keeps the direction of its own text, aligned with the page. */}
          <dd>{LTR_FIELDS.has(field) ? <span className="ltr-text">{claim[field]}</span> : <bdi>{claim[field]}</bdi>}</dd>
        </div>
      ))}
      {invoicePhoto ? (
        <div className="claim-summary__row">
          <dt>{t('claimHistory.invoicePhoto')}</dt>
          <dd>
            <a href={invoicePhoto} target="_blank" rel="noreferrer">
              <img className="claim-summary__photo" src={invoicePhoto} alt={t('claimHistory.invoicePhoto')} />
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
