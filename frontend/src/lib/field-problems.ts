import { normalizeSaudiMobile, PASSWORD_MIN_LENGTH, type Bilingual } from '@dealer/contracts';

/**
 * What is wrong with one field, said at that field: a kind the form texts word (`formProblems.*`), or a
 * message that already exists in both languages (a claim's date rule).
 */
export type FieldProblem = 'fill' | 'choose' | 'email' | 'mobile' | 'passwordShort' | 'passwordMismatch' | Bilingual;

/** The problems of a form, by field; a field without one is fine. */
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The browser's own idea of an e-mail address (type="email"): something@host.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An empty text asks to be filled in; otherwise the shape its kind needs, if any. */
export function textProblem(value: string, kind: 'text' | 'email' | 'mobile' = 'text'): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return 'fill';
  if (kind === 'email' && !EMAIL_SHAPE.test(text)) return 'email';
  if (kind === 'mobile' && normalizeSaudiMobile(text) === null) return 'mobile';
  return undefined;
}

/** A new password long enough, and its confirmation equal to it (registration, change, reset). */
export function newPasswordProblems(password: string, confirmPassword: string): FieldProblems<'password' | 'confirmPassword'> {
  const problems: FieldProblems<'password' | 'confirmPassword'> = {};
  if (password === '') problems.password = 'fill';
  else if (password.length < PASSWORD_MIN_LENGTH) problems.password = 'passwordShort';
  if (confirmPassword === '') problems.confirmPassword = 'fill';
  else if (password !== '' && confirmPassword !== password) problems.confirmPassword = 'passwordMismatch';
  return problems;
}

/** The fields of `order` that have a problem, in the form's order: the first is the one to focus. */
export function fieldsWithProblems<F extends string>(problems: FieldProblems<F>, order: readonly F[]): F[] {
  return order.filter((field) => problems[field] !== undefined);
}
