import type { SubmitClaimRequest } from '@dealer/contracts';

/** The spec's claim fields as typed; an empty vehicle name or model is the 'Select …' placeholder. */
export type ClaimTextValues = Required<Omit<SubmitClaimRequest, 'invoiceImage' | 'email'>>;
export type ClaimField = keyof ClaimTextValues;

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
