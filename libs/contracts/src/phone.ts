/**
 * Saudi mobile numbers are accepted as 05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX or 009665XXXXXXXX (spaces and
 * dashes ignored) and stored in one form, +9665XXXXXXXX. Returns null when the input is not such a number.
 */
export function normalizeSaudiMobile(input: string): string | null {
  const compact = input.replace(/[\s\-()]/g, '');
  const match = /^(?:\+966|00966|966|0)?(5\d{8})$/.exec(compact);
  return match ? `+966${match[1]}` : null;
}

export const SAUDI_MOBILE_HINT = '+9665XXXXXXXX';
