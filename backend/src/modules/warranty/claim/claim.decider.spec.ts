import { describe, expect, it } from '@jest/globals';
import { ADMIN_CLAIM_MOVES, ADMIN_CLAIM_STATUSES, CLAIM_STATUSES, type AdminClaimStatus, type ClaimStatus } from '@dealer/contracts';
import { ClaimDecisionError, decideClaim, evolveClaim, initialClaim, type ClaimCommand, type ClaimDetails, type ClaimEvent } from './claim.decider.js';

const details: ClaimDetails = {
  customerId: 'c1',
  email: 'sara@example.com',
  firstName: 'Sara',
  lang: 'en',
  reference: 'WC-2026-000001',
  invoiceImage: null,
  companyName: 'Olaya Auto',
  street: 'King Fahd Road',
  cityStateZip: 'Riyadh 12211',
  phoneNumber: '0551234567',
  homeOwnerName: '',
  homeOwnerStreet: '',
  homeOwnerCityStateZip: '',
  homeOwnerPhoneNumber: '',
  salesOrderOrInvoiceNumber: 'INV-1001',
  originalUnitInstallDate: '2025-06-01',
  failedDate: '2026-04-20',
  manufacturer: 'NA',
  unitModelNumber: '',
  unitSerialNumber: '',
  unitPartNumber: '',
  vehicleName: 'Toyota',
  vehicleModel: '2022',
  failureReason: 'Compressor stopped cooling',
  newPartNumber: '',
  newPartName: '',
  newSerialNumber: '',
  newPartInvoiceNumber: '',
  message: 'Please check',
};

const submitted: ClaimEvent = { type: 'ClaimSubmitted', data: { claimId: 'k1', ...details } };
const asked: ClaimEvent = { type: 'ClaimInformationRequested', data: { note: 'Send the invoice photo' } };
const answered: ClaimEvent = { type: 'ClaimInformationProvided', data: { information: 'Attached at the branch' } };
const reviewing: ClaimEvent = { type: 'ClaimReviewStarted', data: {} };
const approved: ClaimEvent = { type: 'ClaimApproved', data: { resolution: 'replaced' } };
const rejected: ClaimEvent = { type: 'ClaimRejected', data: { reason: 'Outside warranty' } };
const closed: ClaimEvent = { type: 'ClaimClosed', data: {} };

/** A history that leaves the claim in each status. */
const HISTORIES: Record<ClaimStatus, ClaimEvent[]> = {
  submitted: [submitted],
  information_requested: [submitted, asked],
  information_provided: [submitted, asked, answered],
  under_review: [submitted, reviewing],
  approved: [submitted, reviewing, approved],
  rejected: [submitted, rejected],
  closed: [submitted, reviewing, approved, closed],
};

/** A complete admin request for each target status. */
const MOVES: Record<AdminClaimStatus, ClaimCommand> = {
  information_requested: { type: 'ChangeClaimStatus', to: 'information_requested', note: 'Which vehicle?' },
  under_review: { type: 'ChangeClaimStatus', to: 'under_review' },
  approved: { type: 'ChangeClaimStatus', to: 'approved', resolution: 'repaired' },
  rejected: { type: 'ChangeClaimStatus', to: 'rejected', note: 'Damaged by accident' },
  closed: { type: 'ChangeClaimStatus', to: 'closed' },
};

function given(events: ClaimEvent[]) {
  const state = events.reduce(evolveClaim, initialClaim);
  return {
    state,
    when: (command: ClaimCommand) => {
      try {
        return { events: decideClaim(command, state), refusal: undefined };
      } catch (error) {
        if (error instanceof ClaimDecisionError) return { events: [], refusal: error.reason };
        throw error;
      }
    },
  };
}

const provide = (customerId = 'c1'): ClaimCommand => ({ type: 'ProvideClaimInformation', customerId, information: 'It is a 2022 Camry' });

describe('claim decider', () => {
  it('submits a claim once', () => {
    expect(given([]).when({ type: 'SubmitClaim', claimId: 'k1', details }).events).toEqual([submitted]);
    expect(given([submitted]).when({ type: 'SubmitClaim', claimId: 'k1', details }).refusal).toBe('alreadySubmitted');
    expect(given([submitted]).state).toEqual({ status: 'submitted', details, informationRequest: null, resolution: null });
  });

  it('knows no claim before it is submitted', () => {
    expect(given([]).when(MOVES.under_review).refusal).toBe('claimNotFound');
    expect(given([]).when(provide()).refusal).toBe('claimNotFound');
  });

  describe.each(CLAIM_STATUSES)('from %s', (from) => {
    it.each(ADMIN_CLAIM_STATUSES)('to %s', (to) => {
      const outcome = given(HISTORIES[from]).when(MOVES[to]);
      if (ADMIN_CLAIM_MOVES[from].includes(to)) {
        expect(outcome.refusal).toBeUndefined();
        const after = [...HISTORIES[from], ...outcome.events].reduce(evolveClaim, initialClaim);
        expect(after.status).toBe(to);
      } else {
        expect(outcome.refusal).toBe('transitionRefused');
      }
    });

    it(from === 'information_requested' ? 'takes the owner’s answer' : 'refuses an answer nobody asked for', () => {
      const outcome = given(HISTORIES[from]).when(provide());
      if (from === 'information_requested') expect(outcome.events).toEqual([{ type: 'ClaimInformationProvided', data: { information: 'It is a 2022 Camry' } }]);
      else expect(outcome.refusal).toBe('informationNotRequested');
    });
  });

  it('takes an answer from the claim’s owner only', () => {
    expect(given(HISTORIES.information_requested).when(provide('someone-else')).refusal).toBe('notOwner');
  });

  it("takes the language of the customer's answer for the review's later mails", () => {
    const answer = given([submitted, asked]).when({ type: 'ProvideClaimInformation', customerId: 'c1', information: 'Camry', lang: 'ar' }).events;
    expect(answer).toEqual([{ type: 'ClaimInformationProvided', data: { information: 'Camry', lang: 'ar' } }]);
    expect(given([submitted, asked, ...answer]).state).toMatchObject({ details: { lang: 'ar' } });
    expect(given([submitted, asked, answered]).state).toMatchObject({ details: { lang: details.lang } });
  });

  it('records the question, the answer, the resolution and the reason', () => {
    expect(given([submitted]).when(MOVES.information_requested).events).toEqual([{ type: 'ClaimInformationRequested', data: { note: 'Which vehicle?' } }]);
    expect(given([submitted, asked]).state).toMatchObject({ status: 'information_requested', informationRequest: 'Send the invoice photo' });
    expect(given([submitted, asked, answered]).state).toMatchObject({ status: 'information_provided', informationRequest: null });
    expect(given([submitted, reviewing]).when({ type: 'ChangeClaimStatus', to: 'approved', resolution: 'credited', note: ' Credit note sent ' }).events).toEqual([
      { type: 'ClaimApproved', data: { resolution: 'credited', note: 'Credit note sent' } },
    ]);
    expect(given([submitted, reviewing, approved]).state).toMatchObject({ status: 'approved', resolution: 'replaced' });
    expect(given([submitted]).when(MOVES.rejected).events).toEqual([{ type: 'ClaimRejected', data: { reason: 'Damaged by accident' } }]);
    expect(given([submitted, rejected]).when({ type: 'ChangeClaimStatus', to: 'closed', note: 'Done' }).events).toEqual([{ type: 'ClaimClosed', data: { note: 'Done' } }]);
  });

  it('wants a question to request information and a reason to reject, whatever the status', () => {
    for (const history of [HISTORIES.submitted, HISTORIES.closed]) {
      expect(given(history).when({ type: 'ChangeClaimStatus', to: 'information_requested' }).refusal).toBe('noteRequired');
      expect(given(history).when({ type: 'ChangeClaimStatus', to: 'rejected', note: '   ' }).refusal).toBe('noteRequired');
    }
  });

  it('wants a resolution to approve', () => {
    expect(given(HISTORIES.under_review).when({ type: 'ChangeClaimStatus', to: 'approved', note: 'ok' }).refusal).toBe('resolutionRequired');
  });

  it('leaves blank optional notes out of the events', () => {
    expect(given([submitted]).when({ type: 'ChangeClaimStatus', to: 'under_review', note: '  ' }).events).toEqual([{ type: 'ClaimReviewStarted', data: {} }]);
  });
});
