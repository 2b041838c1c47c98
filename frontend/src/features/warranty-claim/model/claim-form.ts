import type { SpecMessageKey, SubmitClaimRequest } from '@dealer/contracts';
import { checkClaimDates, type ClaimDateProblem } from './claim-dates';

/** The spec's claim fields as typed; an empty vehicle name or model is the 'Select …' placeholder. */
export type ClaimTextValues = Required<Omit<SubmitClaimRequest, 'invoiceImage' | 'email'>>;
export type ClaimField = keyof ClaimTextValues;

export interface ClaimFormValues extends ClaimTextValues {
  /** The e-invoice photo as a data URL, '' when none was chosen. */
  invoiceImage: string;
}

export const CLAIM_FIELDS = [
  'companyName',
  'street',
  'cityStateZip',
  'phoneNumber',
  'homeOwnerName',
  'homeOwnerStreet',
  'homeOwnerCityStateZip',
  'homeOwnerPhoneNumber',
  'salesOrderOrInvoiceNumber',
  'originalUnitInstallDate',
  'failedDate',
  'manufacturer',
  'unitModelNumber',
  'unitSerialNumber',
  'unitPartNumber',
  'vehicleName',
  'vehicleModel',
  'failureReason',
  'newPartNumber',
  'newPartName',
  'newSerialNumber',
  'newPartInvoiceNumber',
  'message',
] as const satisfies readonly ClaimField[];

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
