import { describe, expect, it } from '@jest/globals';
import { evolveClaim, initialClaim, type ClaimDetails, type ClaimEvent, type ClaimState } from '../../warranty/index.js';
import { planClaimMail, type StoredClaimEvent } from './claim-mail.plan.js';

const claimId = '6f1c2d3e-0000-4000-8000-0000000000c1';
const streamId = `claim-${claimId}`;
const details: ClaimDetails = {
  customerId: 'c1', email: 'layla@example.com', firstName: 'Layla', lang: 'ar', reference: 'WC-2026-000042', invoiceImage: null,
  companyName: 'Olaya Auto', street: 'King Fahd Road', cityStateZip: 'Riyadh', phoneNumber: '0551234567', homeOwnerName: '', homeOwnerStreet: '',
  homeOwnerCityStateZip: '', homeOwnerPhoneNumber: '', salesOrderOrInvoiceNumber: 'INV-9', originalUnitInstallDate: '2025-01-01',
  failedDate: '2026-01-01', manufacturer: '', unitModelNumber: '', unitSerialNumber: '', unitPartNumber: '', vehicleName: 'Toyota',
  vehicleModel: '2022', failureReason: 'No cooling', newPartNumber: '', newPartName: '', newSerialNumber: '', newPartInvoiceNumber: '', message: 'Help',
};
const submitted: ClaimEvent = { type: 'ClaimSubmitted', data: { claimId, ...details } };
const params = { reference: 'WC-2026-000042', firstName: 'Layla', vehicleName: 'Toyota', vehicleModel: '2022', salesOrderOrInvoiceNumber: 'INV-9' };

const at = (event: ClaimEvent, streamVersion: number): StoredClaimEvent => ({ ...event, streamId, streamVersion });
const given = (...events: ClaimEvent[]): ClaimState => events.reduce(evolveClaim, initialClaim);

describe('planClaimMail', () => {
  it('confirms a submission with its reference, in the customer’s language, keyed by the event', () => {
    expect(planClaimMail(at(submitted, 1), initialClaim)).toEqual([
      { name: 'SendMailJob', jobId: `mail-${streamId}-v1`, data: { template: 'claim-submitted', to: 'layla@example.com', lang: 'ar', params } },
    ]);
  });

  it('tells the customer of every status an admin sets, with the question, resolution or reason', () => {
    const statusMail = (event: ClaimEvent, version: number, before: ClaimState) => planClaimMail(at(event, version), before)[0]?.data;
    expect(statusMail({ type: 'ClaimInformationRequested', data: { note: 'Photo?' } }, 2, given(submitted))).toEqual({
      template: 'claim-status-changed', to: 'layla@example.com', lang: 'ar', params: { ...params, status: 'information_requested', note: 'Photo?' },
    });
    expect(statusMail({ type: 'ClaimReviewStarted', data: {} }, 2, given(submitted))).toMatchObject({ params: { status: 'under_review' } });
    expect(statusMail({ type: 'ClaimApproved', data: { resolution: 'repaired' } }, 3, given(submitted))).toMatchObject({ params: { status: 'approved', resolution: 'repaired' } });
    expect(statusMail({ type: 'ClaimRejected', data: { reason: 'Accident damage' } }, 2, given(submitted))).toMatchObject({ params: { status: 'rejected', note: 'Accident damage' } });
    expect(statusMail({ type: 'ClaimClosed', data: { note: 'Done' } }, 4, given(submitted))).toMatchObject({ params: { status: 'closed', note: 'Done' } });
  });

  it('sends nothing for the customer’s own answer, nor for a claim it does not know', () => {
    const asked: ClaimEvent = { type: 'ClaimInformationRequested', data: { note: 'Photo?' } };
    expect(planClaimMail(at({ type: 'ClaimInformationProvided', data: { information: 'Sent' } }, 3), given(submitted, asked))).toEqual([]);
    expect(planClaimMail(at({ type: 'ClaimClosed', data: {} }, 1), initialClaim)).toEqual([]);
  });
});
