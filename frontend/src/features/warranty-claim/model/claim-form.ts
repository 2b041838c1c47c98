import { checkClaimDates, isCalendarDate, WARRANTY_MESSAGES, type ClaimDateProblem, type SpecMessageKey, type SubmitClaimRequest } from '@dealer/contracts';
import type { FieldProblems } from '../../../lib/field-problems';
import { CLAIM_FIELDS, type ClaimField, type ClaimTextValues } from '../../../lib/claim/claim-fields';

export interface ClaimFormValues extends ClaimTextValues {
  /** The e-invoice photo as a data URL, '' when none was chosen. */
  invoiceImage: string;
}

/** Spec section 5: the claim's mandatory fields, in the order they appear on the form. */
export const MANDATORY_CLAIM_FIELDS = [
  'companyName',
  'street',
  'cityStateZip',
  'phoneNumber',
  'salesOrderOrInvoiceNumber',
  'originalUnitInstallDate',
  'failedDate',
  'vehicleName',
  'vehicleModel',
  'failureReason',
  'message',
] as const satisfies readonly ClaimField[];

export type MandatoryClaimField = (typeof MANDATORY_CLAIM_FIELDS)[number];

export const EMPTY_CLAIM_FORM: ClaimFormValues = {
  ...(Object.fromEntries(CLAIM_FIELDS.map((field) => [field, ''])) as ClaimTextValues),
  invoiceImage: '',
};

export function missingClaimFields(values: ClaimFormValues): MandatoryClaimField[] {
  return MANDATORY_CLAIM_FIELDS.filter((field) => values[field].trim() === '');
}

export type ClaimValidation =
  | { ok: true }
  | { ok: false; missing: MandatoryClaimField[]; message: Extract<SpecMessageKey, 'fillMandatory'> }
  | { ok: false; missing: []; dateProblem: ClaimDateProblem };

/** Mandatory fields first (the spec's toast), then the date rules the server also applies. */
export function validateClaimForm(values: ClaimFormValues, today: string): ClaimValidation {
  const missing = missingClaimFields(values);
  if (missing.length > 0) return { ok: false, missing, message: 'fillMandatory' };
  const dateProblem = checkClaimDates(values.originalUnitInstallDate, values.failedDate, today);
  return dateProblem ? { ok: false, missing: [], dateProblem } : { ok: true };
}

/** The vehicle make and model year are chosen from lists; every other mandatory field is typed. */
const CHOSEN: readonly MandatoryClaimField[] = ['vehicleName', 'vehicleModel'];

/**
 * Field by field: a missing mandatory field is asked for, then each day must be a real date not in the
 * future, and the failure cannot come before the install (the same rules as `validateClaimForm`).
 */
export function claimProblems(values: ClaimFormValues, today: string): FieldProblems<MandatoryClaimField> {
  const problems: FieldProblems<MandatoryClaimField> = {};
  for (const field of missingClaimFields(values)) problems[field] = CHOSEN.includes(field) ? 'choose' : 'fill';
  const dates = ['originalUnitInstallDate', 'failedDate'] as const;
  for (const field of dates) {
    const value = values[field].trim();
    if (value === '') continue;
    if (!isCalendarDate(value)) problems[field] = WARRANTY_MESSAGES.badDate;
    else if (value > today) problems[field] = WARRANTY_MESSAGES.dateInFuture;
  }
  const [install, failed] = dates.map((field) => values[field].trim());
  if (!problems.originalUnitInstallDate && !problems.failedDate && install && failed && failed < install) {
    problems.failedDate = WARRANTY_MESSAGES.failedBeforeInstall;
  }
  return problems;
}

/**
 * The body of POST /api/warrantyclaims. Optional fields left empty are not sent; the e-mail comes
 * from the session on the server. Call only with a form that passed validation.
 */
export function toSubmitClaimRequest(values: ClaimFormValues): SubmitClaimRequest {
  const body: Partial<Record<ClaimField, string>> = {};
  for (const field of CLAIM_FIELDS) {
    const value = values[field].trim();
    if (value !== '') body[field] = value;
  }
  return {
    ...(body as SubmitClaimRequest),
    ...(values.invoiceImage ? { invoiceImage: values.invoiceImage } : {}),
  };
}
