import { HOURS_EDITORS, isHoursKind, labelKey, type CrudFormState, type FieldLabelKey, type FieldSpec, type FormValue } from './crud.types';
import { hoursDraftOf, hoursInputOf, hoursProblems } from './hours-form.model';

const isListKind = (kind: string) => kind === 'checkboxes' || kind === 'dates' || kind === 'services';

function initialValue<TInput>(field: FieldSpec<TInput>): FormValue {
  if (isHoursKind(field.kind)) return hoursDraftOf(HOURS_EDITORS[field.kind], undefined);
  if (isListKind(field.kind)) return [...((field.initial as readonly string[] | undefined) ?? [])];
  return (field.initial as string | undefined) ?? '';
}

/** A fresh form in create mode. */
export function emptyForm<TInput>(fields: readonly FieldSpec<TInput>[]): CrudFormState {
  return { _id: '', values: Object.fromEntries(fields.map((field) => [field.name, initialValue(field)])) };
}

/** Edit: the row's values (numbers as text, lists copied) and its _id, which switches to update mode. */
export function formFromRow<TInput, TRow extends { _id: string }>(fields: readonly FieldSpec<TInput>[], row: TRow): CrudFormState {
  const source = row as unknown as Record<string, unknown>;
  const values = fields.map((field): [string, FormValue] => {
    const value = source[field.name];
    if (isHoursKind(field.kind)) return [field.name, hoursDraftOf(HOURS_EDITORS[field.kind], value)];
    if (isListKind(field.kind)) return [field.name, Array.isArray(value) ? value.map(String) : []];
    if (value === null || value === undefined) return [field.name, ''];
    return [field.name, String(value)];
  });
  return { _id: row._id, values: Object.fromEntries(values) };
}

const asText = (value: FormValue | undefined): string => (typeof value === 'string' ? value.trim() : '');
const asList = (value: FormValue | undefined): string[] => (Array.isArray(value) ? value : []);

function isEmpty(value: FormValue | undefined): boolean {
  return Array.isArray(value) ? value.length === 0 : asText(value) === '';
}

/** `rows`: an hours editor whose rows say what is wrong, rather than a format under the field. */
export type FormProblem = { kind: 'missing' } | { kind: 'invalid'; label: FieldLabelKey; rows?: true };

/**
 * Client checks before a save: required fields filled (the spec's 'Please fill out all mandatory
 * fields '), then the formats the form hints at. The server checks everything again.
 */
export function validateForm<TInput>(fields: readonly FieldSpec<TInput>[], form: CrudFormState): FormProblem | null {
  if (fields.some((field) => field.required && isEmpty(form.values[field.name]))) return { kind: 'missing' };
  for (const field of fields) {
    const value = form.values[field.name];
    // The hours editors show their problems at the rows themselves; the save names the field.
    if (typeof value === 'object' && !Array.isArray(value)) {
      if (hoursProblems(value).length > 0) return { kind: 'invalid', label: labelKey(field.label, field.name), rows: true };
      continue;
    }
    if (isEmpty(value)) continue;
    if (field.kind === 'number') {
      const number = Number(asText(value));
      if (!Number.isFinite(number) || (field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max)) {
        return { kind: 'invalid', label: labelKey(field.label, field.name) };
      }
    } else if (field.pattern) {
      const pattern = field.pattern;
      const texts = Array.isArray(value) ? value : [asText(value)];
      if (texts.some((text) => !pattern.test(text))) return { kind: 'invalid', label: labelKey(field.label, field.name) };
    }
  }
  return null;
}

/**
 * The request body: texts trimmed, numbers as numbers, weekdays and dates as lists (dates sorted,
 * without repeats). An empty optional number is left out so the server's default applies.
 */
export function formToInput<TInput>(fields: readonly FieldSpec<TInput>[], form: CrudFormState): TInput {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = form.values[field.name];
    if (typeof value === 'object' && !Array.isArray(value)) {
      body[field.name] = hoursInputOf(value);
    } else if (field.kind === 'number') {
      if (!isEmpty(value)) body[field.name] = Number(asText(value));
    } else if (field.kind === 'dates') {
      body[field.name] = [...new Set(asList(value))].sort();
    } else if (field.kind === 'services') {
      // In the order they were ticked: the package card names them in that order.
      body[field.name] = [...new Set(asList(value))];
    } else if (field.kind === 'checkboxes') {
      const chosen = new Set(asList(value));
      // Kept in the options' order (Saturday first), whatever order they were ticked in.
      body[field.name] = (field.options ?? []).map((option) => option.value).filter((option) => chosen.has(option));
    } else if (field.kind === 'image') {
      body[field.name] = typeof value === 'string' ? value : '';
    } else {
      const text = asText(value);
      body[field.name] = text === '' && field.emptyAsNull ? null : text;
    }
  }
  // The field declarations are typed against TInput, so the body has TInput's shape.
  return body as TInput;
}
