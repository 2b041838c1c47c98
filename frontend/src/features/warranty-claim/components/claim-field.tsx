import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CLAIM_FIELD_MAX, CLAIM_TEXT_MAX } from '@dealer/contracts';
import type { ClaimField } from '../../../lib/claim/claim-fields';
import { describedBy, FieldFrame } from '../../../components/field-frame/field-frame';

export type ClaimInputKind = 'text' | 'tel' | 'date' | 'textarea';

interface ClaimFieldProps {
  field: ClaimField;
  value: string;
  onValueChange: (field: ClaimField, value: string) => void;
  kind?: ClaimInputKind;
  required?: boolean;
  invalid?: boolean;
  /** Latest allowed day for date fields (today in Riyadh). */
  max?: string;
  hint?: string;
  /** Why the server refused what was entered here. */
  error?: string;
}

/** One labelled input of the claim form; `data-field` lets the form focus the first field to fix. */
export function ClaimFieldInput({ field, value, onValueChange, kind = 'text', required = false, invalid = false, max, hint, error }: ClaimFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const common = {
    id,
    name: field,
    'data-field': field,
    className: 'field__input',
    value,
    required,
    'aria-invalid': invalid || Boolean(error) || undefined,
    'aria-describedby': describedBy(id, error, hint),
  };
  return (
    <FieldFrame id={id} label={t(`claimForm.fields.${field}`)} required={required} error={error} hint={hint} className={kind === 'textarea' ? 'claim-form__wide' : undefined}>
      {kind === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={CLAIM_TEXT_MAX} onChange={(event) => onValueChange(field, event.target.value)} />
      ) : (
        <input
          {...common}
          type={kind}
          // Phone numbers read left to right on Arabic pages too.
          dir={kind === 'tel' ? 'ltr' : undefined}
          autoComplete={kind === 'tel' ? 'tel' : undefined}
          maxLength={kind === 'date' ? undefined : CLAIM_FIELD_MAX}
          max={max}
          onChange={(event) => onValueChange(field, event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
