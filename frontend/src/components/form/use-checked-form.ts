import { useCallback } from 'react';
import type { FieldProblems } from '../../lib/field-problems';
import { useFieldProblems } from './use-field-problems';
import { useFormState } from './use-form-state';

/**
 * A form of text fields whose problems are shown at the fields: its values, a setter that counts each
 * change as a touch, and a reset that clears both values and messages.
 */
export function useCheckedForm<T extends Record<F, string>, F extends string & keyof T>(
  initial: T,
  problemsOf: (values: T) => FieldProblems<F>,
  order: readonly F[],
  labelOf: (field: F) => string,
) {
  const form = useFormState<T>(initial);
  const problems = useFieldProblems<F>(problemsOf(form.values), order, labelOf);
  const { setField: set, reset: resetValues } = form;
  const { changed, reset: resetProblems } = problems;
  const setField = useCallback(
    <K extends F>(key: K) =>
      (value: T[K]) => {
        set(key)(value);
        changed(key);
      },
    [set, changed],
  );
  const reset = useCallback(() => {
    resetValues();
    resetProblems();
  }, [resetValues, resetProblems]);
  /** The props that tie a field to its message: pass them to TextField and the like. */
  const errorOf = (field: F) => problems.messageOf(field);
  return { values: form.values, setField, reset, problems, errorOf };
}
