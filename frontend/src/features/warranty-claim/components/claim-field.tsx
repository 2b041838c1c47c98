import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_FIELD_MAX, CLAIM_TEXT_MAX } from '@dealer/contracts';
import type { ClaimField } from '../model/claim-form';
import '../../../components/form/form.css';
import '../../booking/components/choice-field.css';

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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: field,
    'data-field': field,
    className: 'field__input',
    value,
    required,
    'aria-invalid': invalid || Boolean(error) || undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={`field${kind === 'textarea' ? ' claim-form__wide' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t(`claimForm.fields.${field}`)}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
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
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
