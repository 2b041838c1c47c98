import { useCallback, useState } from 'react';

/** Controlled form values with a typed per-field setter and a reset to the initial values. */
export function useFormState<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const setField = useCallback(
    <K extends keyof T>(key: K) =>
      (value: T[K]) =>
        setValues((previous) => ({ ...previous, [key]: value })),
    [],
  );
  const reset = useCallback(() => setValues(initial), [initial]);
  return { values, setValues, setField, reset };
}
