import { useId } from 'react';
import { describedBy, FieldFrame } from '../field-frame/field-frame';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  name?: string;
  required?: boolean;
  rows?: number;
  /** What is wrong with the text, shown under it and announced; marks it invalid. */
  error?: string;
}

/** A labelled multi-line text. */
export function TextAreaField({ label, value, onValueChange, name, required, rows = 4, error }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <textarea
        id={id}
        name={name}
        className="field__input"
        rows={rows}
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}
