import type { ApiError } from './api-client';

/** A refusal of the server, placed where the person will look: at the fields it names, else on the form. */
export interface FormRefusal<F extends string> {
  fields: Partial<Record<F, string>>;
  form: string | null;
}

export const NO_REFUSAL: FormRefusal<never> = { fields: {}, form: null };

/**
 * Puts each field error the form shows at its field; a refusal that names none (a limit reached, too
 * many attempts) goes above the form's button instead. Fields the form does not show fall back there too.
 */
export function placeRefusal<F extends string>(error: Pick<ApiError, 'message' | 'fieldErrors'>, formFields: readonly F[]): FormRefusal<F> {
  const fields: Partial<Record<F, string>> = {};
  for (const { field, message } of error.fieldErrors ?? []) {
    if ((formFields as readonly string[]).includes(field)) fields[field as F] ??= message;
  }
  return Object.keys(fields).length > 0 ? { fields, form: null } : { fields, form: error.message };
}

/** The refusal once the person changed a field: its message goes, and so does the form's. */
export function withoutField<F extends string>(refusal: FormRefusal<F>, field: string): FormRefusal<F> {
  if (refusal.form === null && !(field in refusal.fields)) return refusal;
  const { [field as F]: _cleared, ...rest } = refusal.fields;
  return { fields: rest as Partial<Record<F, string>>, form: null };
}
