import type { ReactNode } from 'react';
import { RequiredMark } from '../form/required-mark';
import '../form/form.css';
import './field-frame.css';

/** The ids the control's `aria-describedby` names: the error first, then the hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

interface FieldFrameProps {
  /** The control's id, which the label points to. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Why the server refused the value, announced at once. */
  error?: string;
  /** Text under the control (a hint, the Hijri date, the slots' state). */
  hint?: ReactNode;
  /** Announces hint changes politely, for hints that follow what is chosen. */
  liveHint?: boolean;
  /** Added to `field`. */
  className?: string;
  children: ReactNode;
}

/** A form field around its control: the label with the required mark, then the error and the hint. */
export function FieldFrame({ id, label, required = false, error, hint, liveHint = false, className, children }: FieldFrameProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldError id={id} error={error} />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`} aria-live={liveHint ? 'polite' : undefined}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A field's refusal under its control, announced at once; its id is the one `describedBy` names. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}
