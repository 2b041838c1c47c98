import { describe, expect, it } from '@jest/globals';
import { WARRANTY_MESSAGES } from '@dealer/contracts';
import { claimProblems, EMPTY_CLAIM_FORM, MANDATORY_CLAIM_FIELDS, missingClaimFields, toSubmitClaimRequest, validateClaimForm, type ClaimFormValues } from './claim-form';

const today = '2026-03-10';

const complete: ClaimFormValues = {
  ...EMPTY_CLAIM_FORM,
  companyName: 'Al Noor Auto',
  street: 'King Fahd Rd',
  cityStateZip: 'Riyadh 12211',
  phoneNumber: '0551234567',
  salesOrderOrInvoiceNumber: 'INV-2291',
  originalUnitInstallDate: '2025-12-01',
  failedDate: '2026-03-01',
  vehicleName: 'Toyota',
  vehicleModel: '2022',
  failureReason: 'Compressor clutch stopped engaging',
  message: 'Please check it soon',
};

describe('claim mandatory fields', () => {
  it('lists every mandatory field of an empty form, placeholders included', () => {
    expect(missingClaimFields(EMPTY_CLAIM_FORM)).toEqual([...MANDATORY_CLAIM_FIELDS]);
  });

  it('does not count the Select Vehicle Name / Model placeholders (empty choice) or blank text', () => {
    const form = { ...complete, vehicleName: '', vehicleModel: '', street: '   ' };
    expect(missingClaimFields(form)).toEqual(['street', 'vehicleName', 'vehicleModel']);
  });

  it('leaves the homeowner, unit and new-part fields optional', () => {
    expect(validateClaimForm(complete, today)).toEqual({ ok: true });
  });

  it('answers the spec toast when something is missing, before looking at dates', () => {
    const form = { ...complete, message: '', failedDate: '2025-01-01' };
    expect(validateClaimForm(form, today)).toEqual({ ok: false, missing: ['message'], message: 'fillMandatory' });
  });

  it('applies the date rules once everything is filled', () => {
    expect(validateClaimForm({ ...complete, failedDate: '2025-11-30' }, today)).toEqual({ ok: false, missing: [], dateProblem: 'failedBeforeInstall' });
    expect(validateClaimForm({ ...complete, failedDate: '2026-03-11' }, today)).toEqual({ ok: false, missing: [], dateProblem: 'dateInFuture' });
  });
});

describe('toSubmitClaimRequest', () => {
  it('trims, leaves out empty optional fields and sends no e-mail', () => {
    const body = toSubmitClaimRequest({ ...complete, companyName: '  Al Noor Auto ', manufacturer: 'NA', homeOwnerName: ' ' });
    expect(body.companyName).toBe('Al Noor Auto');
    expect(body.manufacturer).toBe('NA');
    expect('homeOwnerName' in body).toBe(false);
    expect('email' in body).toBe(false);
    expect('invoiceImage' in body).toBe(false);
  });

  it('sends the e-invoice photo when one was chosen', () => {
    expect(toSubmitClaimRequest({ ...complete, invoiceImage: 'data:image/png;base64,AAAA' }).invoiceImage).toBe('data:image/png;base64,AAAA');
  });
});

describe('claimProblems', () => {
  const today = '2026-11-25';

  const filled = Object.fromEntries(MANDATORY_CLAIM_FIELDS.map((field) => [field, 'x'])) as Record<string, string>;
  const form = (dates: { originalUnitInstallDate: string; failedDate: string }) => ({ ...EMPTY_CLAIM_FORM, ...filled, ...dates });

  it('asks for each missing field at that field, the vehicle lists as choices', () => {
    const problems = claimProblems(EMPTY_CLAIM_FORM, today);
    expect(problems.companyName).toBe('fill');
    expect(problems.vehicleName).toBe('choose');
    expect(Object.keys(problems).sort()).toEqual([...MANDATORY_CLAIM_FIELDS].sort());
  });

  it('puts each date rule at the day that breaks it', () => {
    expect(claimProblems(form({ originalUnitInstallDate: '2026-11-20', failedDate: '2026-11-22' }), today)).toEqual({});
    expect(claimProblems(form({ originalUnitInstallDate: '2026-11-20', failedDate: '2026-12-01' }), today)).toEqual({ failedDate: WARRANTY_MESSAGES.dateInFuture });
    expect(claimProblems(form({ originalUnitInstallDate: '2026-11-20', failedDate: '2026-11-10' }), today)).toEqual({ failedDate: WARRANTY_MESSAGES.failedBeforeInstall });
    expect(claimProblems(form({ originalUnitInstallDate: '2026-02-30', failedDate: '2026-11-10' }), today)).toEqual({ originalUnitInstallDate: WARRANTY_MESSAGES.badDate });
  });
});
