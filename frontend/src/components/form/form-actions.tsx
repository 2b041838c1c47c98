import type { ReactNode } from 'react';

interface FormActionsProps {
  submitLabel: string;
  /** While the form is being sent, the submit button is disabled. */
  busy: boolean;
  /** The accent colour for a form's main call to action (register, quote). */
  accent?: boolean;
  /** The buttons at both ends of the row instead of side by side. */
  spread?: boolean;
  /** Further buttons after the submit button. */
  children?: ReactNode;
}

/** The row of buttons under a form, the submit button first. */
export function FormActions({ submitLabel, busy, accent, spread, children }: FormActionsProps) {
  return (
    <div className={spread ? 'form__actions form__actions--spread' : 'form__actions'}>
      <button type="submit" className={accent ? 'button button--accent' : 'button'} disabled={busy}>
        {submitLabel}
      </button>
      {children}
    </div>
  );
}

/** The ghost button beside Save that empties a form a row was loaded into; absent while nothing is loaded. */
export function ClearButton({ shown, label, onClear }: { shown: boolean; label: string; onClear: () => void }) {
  return shown ? (
    <button type="button" className="button button--ghost" onClick={onClear}>
      {label}
    </button>
  ) : null;
}
