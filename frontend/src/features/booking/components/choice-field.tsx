import { useId, type ReactNode } from 'react';
import '../../../components/form/form.css';
import './choice-field.css';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  label: string;
  /** The spec's placeholder ('All Makes', 'Select Branch'...): the empty choice. */
  placeholder: string;
  value: string;
  choices: readonly Choice[];
  onValueChange: (value: string) => void;
  /** Form field name; also lets the form focus the first missing field. */
  field: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Text under the select (slot status, current value), announced politely. */
  note?: ReactNode;
  /** Why the server refused this choice (e.g. the time is already booked), announced at once. */
  error?: string;
}

/** A required select whose first option is the spec's placeholder. */
export function ChoiceField({ label, placeholder, value, choices, onValueChange, field, invalid, disabled, note, error }: ChoiceFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, note ? noteId : null].filter(Boolean).join(' ');
  // A value the list does not (yet) hold, e.g. a branch from a link before the list loads, stays shown.
  const shown = value && !choices.some((choice) => choice.value === value) ? [{ value, label: value }, ...choices] : choices;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__required" aria-hidden="true"> *</span>
      </label>
      <select
        id={id}
        name={field}
        data-field={field}
        className="field__input field__select"
        value={value}
        required
        disabled={disabled}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {shown.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {note ? (
        <p className="field__hint" id={noteId} aria-live="polite">
          {note}
        </p>
      ) : null}
    </div>
  );
}
