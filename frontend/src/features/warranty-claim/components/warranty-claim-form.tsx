import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { ChoiceField } from '../../booking/components/choice-field';
import { riyadhToday } from '../../../lib/time/riyadh-today';
import { MANDATORY_CLAIM_FIELDS, type ClaimField, type MandatoryClaimField } from '../model/claim-form';
import { ClaimFieldInput, type ClaimInputKind } from './claim-field';
import { InvoicePhotoField } from './invoice-photo-field';
import { CLAIM_FORM_ID, type ClaimFormController } from './use-claim-form';
import { WarrantyCardImages } from './warranty-card-images';

type SectionKey = 'personal' | 'failedPart' | 'failureReason' | 'replacementPart' | 'comments';

interface FieldSpec {
  field: ClaimField;
  kind?: ClaimInputKind;
}

/** The spec's sections in order; the vehicle dropdowns close the Failed Part section. */
const SECTIONS: { key: SectionKey; fields: FieldSpec[]; owner?: FieldSpec[] }[] = [
  {
    key: 'personal',
    fields: [{ field: 'companyName' }, { field: 'street' }, { field: 'cityStateZip' }, { field: 'phoneNumber', kind: 'tel' }],
    owner: [{ field: 'homeOwnerName' }, { field: 'homeOwnerStreet' }, { field: 'homeOwnerCityStateZip' }, { field: 'homeOwnerPhoneNumber', kind: 'tel' }],
  },
  {
    key: 'failedPart',
    fields: [
      { field: 'salesOrderOrInvoiceNumber' },
      { field: 'originalUnitInstallDate', kind: 'date' },
      { field: 'failedDate', kind: 'date' },
      { field: 'manufacturer' },
      { field: 'unitModelNumber' },
      { field: 'unitSerialNumber' },
      { field: 'unitPartNumber' },
    ],
  },
  { key: 'failureReason', fields: [{ field: 'failureReason', kind: 'textarea' }] },
  { key: 'replacementPart', fields: [{ field: 'newPartNumber' }, { field: 'newPartName' }, { field: 'newSerialNumber' }, { field: 'newPartInvoiceNumber' }] },
  { key: 'comments', fields: [{ field: 'message', kind: 'textarea' }] },
];

const isMandatory = (field: ClaimField): field is MandatoryClaimField => (MANDATORY_CLAIM_FIELDS as readonly string[]).includes(field);

/** The spec's Warranty Claim Form. */
export function WarrantyClaimForm({ controller }: { controller: ClaimFormController }) {
  const { t, i18n } = useTranslation();
  const { values, setField, invalid, refusal, submit, submitting } = controller;
  const vehicles = useCatalogList('vehicles');
  const models = useCatalogList('models');
  const today = riyadhToday(new Date());
  const change = (field: ClaimField, value: string) => setField(field, value);

  const input = ({ field, kind }: FieldSpec) => (
    <ClaimFieldInput
      key={field}
      field={field}
      kind={kind}
      value={values[field]}
      onValueChange={change}
      required={isMandatory(field)}
      invalid={isMandatory(field) && invalid.includes(field)}
      error={refusal.fields[field]}
      max={kind === 'date' ? today : undefined}
    />
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form id={CLAIM_FORM_ID} className="card form claim-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <p className="claim-form__na">
        <strong>{t('claimForm.naNote')}</strong> {t('claimForm.requiredNote')}
      </p>
      {SECTIONS.map((section) => (
        <fieldset key={section.key} className="claim-form__section">
          <legend className="claim-form__legend">{t(`claimForm.sections.${section.key}`)}</legend>
          <div className="claim-form__grid">
            {section.fields.map(input)}
            {section.key === 'failedPart' ? (
              <>
                <ChoiceField
                  label={t('claimForm.fields.vehicleName')}
                  placeholder={t('claimForm.placeholders.vehicleName')}
                  field="vehicleName"
                  value={values.vehicleName}
                  choices={(vehicles.data ?? []).map((row) => ({ value: row.vehicleType, label: row.vehicleType }))}
                  onValueChange={(value) => setField('vehicleName', value)}
                  invalid={invalid.includes('vehicleName')}
                  error={refusal.fields.vehicleName}
                />
                <ChoiceField
                  label={t('claimForm.fields.vehicleModel')}
                  placeholder={t('claimForm.placeholders.vehicleModel')}
                  field="vehicleModel"
                  value={values.vehicleModel}
                  choices={(models.data ?? []).map((row) => ({ value: row.modelYear, label: row.modelYear }))}
                  onValueChange={(value) => setField('vehicleModel', value)}
                  invalid={invalid.includes('vehicleModel')}
                  error={refusal.fields.vehicleModel}
                />
              </>
            ) : null}
          </div>
          {section.owner ? (
            <div className="claim-form__owner">
              <p className="field__hint">{t('claimForm.ownerHint')}</p>
              <div className="claim-form__grid">{section.owner.map(input)}</div>
            </div>
          ) : null}
        </fieldset>
      ))}
      <p className="claim-form__invoice-notice">{t('claimForm.invoiceNotice')}</p>
      <InvoicePhotoField value={values.invoiceImage} onValueChange={(value) => setField('invoiceImage', value)} problem={refusal.fields.invoiceImage} />
      <WarrantyCardImages />
      {invalid.length > 0 ? (
        <p className="notice claim-form__missing" role="alert">
          {t('claimForm.missing', {
            fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(invalid.map((field) => t(`claimForm.fields.${field}`))),
          })}
        </p>
      ) : null}
      {refusal.form ? (
        <p className="notice claim-form__refusal" role="alert">
          {refusal.form}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--accent" disabled={submitting}>
          {submitting ? t('claimForm.submitting') : t('claimForm.submit')}
        </button>
      </div>
    </form>
  );
}
