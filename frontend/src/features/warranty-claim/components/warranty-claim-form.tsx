import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { contentChoices } from '../../../lib/catalog/content-choices';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { riyadhDate } from '@dealer/contracts';
import { ChoiceField, namedChoices, type Choice } from '../../../components/choice-field/choice-field';
import { FormNotice, fieldNameList } from '../../../components/form-notice/form-notice';
import type { ClaimField } from '../../../lib/claim/claim-fields';
import { MANDATORY_CLAIM_FIELDS, type MandatoryClaimField } from '../model/claim-form';
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

/** The vehicle dropdowns that close the Failed Part section. */
const VEHICLE_FIELDS = ['vehicleName', 'vehicleModel'] as const;

const isMandatory = (field: ClaimField): field is MandatoryClaimField => (MANDATORY_CLAIM_FIELDS as readonly string[]).includes(field);

/** The spec's Warranty Claim Form. */
export function WarrantyClaimForm({ controller }: { controller: ClaimFormController }) {
  const { t, i18n } = useTranslation();
  const { values, setField, problems, submit, submitting } = controller;
  const lang = useReaderLang();
  const vehicles = useCatalogList('vehicles');
  const models = useCatalogList('models');
  const vehicleChoices: Record<(typeof VEHICLE_FIELDS)[number], Choice[]> = {
    vehicleName: contentChoices(vehicles.data, (row) => row.vehicleType, (row) => row.vehicleTypeAr, lang),
    vehicleModel: namedChoices(models.data, (row) => row.modelYear),
  };
  const today = riyadhDate(new Date());
  const change = (field: ClaimField, value: string) => setField(field, value);

  const input = ({ field, kind }: FieldSpec) => (
    <ClaimFieldInput
      key={field}
      field={field}
      kind={kind}
      value={values[field]}
      onValueChange={change}
      required={isMandatory(field)}
      error={problems.messageOf(field)}
      max={kind === 'date' ? today : undefined}
    />
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form
      id={CLAIM_FORM_ID}
      ref={problems.formRef}
      className="card form claim-form"
      noValidate
      onSubmit={onSubmit}
      onBlur={problems.onBlur}
      aria-busy={submitting}
    >
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
                {VEHICLE_FIELDS.map((field) => (
                  <ChoiceField
                    key={field}
                    label={t(`claimForm.fields.${field}`)}
                    placeholder={t(`claimForm.placeholders.${field}`)}
                    field={field}
                    value={values[field]}
                    choices={vehicleChoices[field]}
                    onValueChange={(value) => setField(field, value)}
                    error={problems.messageOf(field)}
                  />
                ))}
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
      <p className="notice claim-form__invoice-notice">{t('claimForm.invoiceNotice')}</p>
      <InvoicePhotoField value={values.invoiceImage} onValueChange={(value) => setField('invoiceImage', value)} problem={problems.messageOf('invoiceImage')} />
      <WarrantyCardImages />
      <FormNotice
        className="claim-form__missing"
        text={
          problems.shownFields.length > 0
            ? t('claimForm.missing', { fields: fieldNameList(problems.shownFields.map((field) => t(`claimForm.fields.${field}`)), i18n.language) })
            : null
        }
      />
      <FormNotice className="claim-form__refusal" text={problems.refusal.form} />
      <div className="form__actions">
        <button type="submit" className="button button--accent" disabled={submitting}>
          {submitting ? t('claimForm.submitting') : t('claimForm.submit')}
        </button>
      </div>
    </form>
  );
}
