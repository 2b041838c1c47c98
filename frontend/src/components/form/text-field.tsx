import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import './form.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface TextFieldProps extends NativeInputProps {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  hint?: string;
}

/** E-mail, phone and password are written left-to-right even on Arabic pages. */
const LTR_TYPES = new Set(['email', 'tel', 'password', 'url']);

export function TextField({ label, value, onValueChange, hint, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {rest.required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      <input
        {...rest}
        id={id}
        type={type}
        className="field__input"
        value={value}
        dir={LTR_TYPES.has(type) ? 'ltr' : rest.dir}
        aria-describedby={hintId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value)}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
