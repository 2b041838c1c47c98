import { useId, type ReactNode } from 'react';
import { describedBy, FieldFrame } from '../field-frame/field-frame';

export interface Choice {
  value: string;
  label: string;
  /** The label's language where it may differ from the page's (catalog names without Arabic). */
  lang?: string;
}

/** Catalog rows as choices that show the name they store (a make, a model year, a branch...). */
export function namedChoices<R>(rows: readonly R[] | undefined, name: (row: R) => string): Choice[] {
  return (rows ?? []).map((row) => ({ value: name(row), label: name(row) }));
}

/** A select's options, each storing its value and showing its label. */
export function ChoiceOptions({ choices }: { choices: readonly Choice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value} lang={choice.lang}>
      {choice.label}
    </option>
  ));
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
  // A value the list does not (yet) hold, e.g. a branch from a link before the list loads, stays shown.
  const shown = value && !choices.some((choice) => choice.value === value) ? [{ value, label: value }, ...choices] : choices;
  return (
    <FieldFrame id={id} label={label} required error={error} hint={note} liveHint>
      <select
        id={id}
        name={field}
        data-field={field}
        className="field__input field__select"
        value={value}
        required
        disabled={disabled}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, note)}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        <ChoiceOptions choices={shown} />
      </select>
    </FieldFrame>
  );
}
