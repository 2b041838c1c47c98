import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from '../field-frame/field-frame';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends NativeInputProps {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  hint?: string;
  /** What is wrong with the value, shown under it and announced; marks the input invalid. */
  error?: string;
}

/** E-mail, phone and password are written left-to-right even on Arabic pages. */
const LTR_TYPES = new Set(['email', 'tel', 'password', 'url']);

export function TextField({ label, value, onValueChange, hint, error, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={rest.required} hint={hint} error={error}>
      <input
        {...rest}
        id={id}
        type={type}
        className="field__input"
        value={value}
        dir={LTR_TYPES.has(type) ? 'ltr' : rest.dir}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value)}
      />
    </FieldFrame>
  );
}
