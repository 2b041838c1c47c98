import type { ContactInput } from '@dealer/contracts';

export const EMPTY_QUOTE: ContactInput = { name: '', email: '', phoneNumber: '', message: '' };

/** The spec's check: every field filled (after trimming), else 'Please fill details'. */
export function isQuoteComplete(input: ContactInput): boolean {
  return Object.values(input).every((value) => value.trim() !== '');
}
