import type { ContactInput } from '@dealer/contracts';
import { textProblem, type FieldProblems } from '../../../lib/field-problems';

export const EMPTY_QUOTE: ContactInput = { name: '', email: '', phoneNumber: '', message: '' };

/** The spec's check: every field filled (after trimming), else 'Please fill details'. */
export function isQuoteComplete(input: ContactInput): boolean {
  return Object.values(input).every((value) => value.trim() !== '');
}

export const QUOTE_FIELDS = ['name', 'email', 'phoneNumber', 'message'] as const;

/** Field by field: everything filled in, the e-mail of the right shape (any phone format is taken). */
export function quoteProblems(input: ContactInput): FieldProblems<(typeof QUOTE_FIELDS)[number]> {
  return { name: textProblem(input.name), email: textProblem(input.email, 'email'), phoneNumber: textProblem(input.phoneNumber), message: textProblem(input.message) };
}
