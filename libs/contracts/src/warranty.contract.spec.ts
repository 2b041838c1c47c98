import { describe, expect, it } from '@jest/globals';
import { ADMIN_CLAIM_MOVES, CLAIM_STATUSES } from './warranty.contract.js';

describe('claim review lifecycle', () => {
  it('never approves without a review, and never reopens a closed claim', () => {
    for (const status of CLAIM_STATUSES.filter((s) => s !== 'under_review')) expect(ADMIN_CLAIM_MOVES[status]).not.toContain('approved');
    expect(ADMIN_CLAIM_MOVES.closed).toEqual([]);
  });

  it('waits for the customer’s answer, but may still reject a claim nobody answers', () => {
    expect(ADMIN_CLAIM_MOVES.information_requested).toEqual(['rejected']);
    for (const status of CLAIM_STATUSES) expect(ADMIN_CLAIM_MOVES[status]).not.toContain('information_provided');
  });

  it('asks, reviews or rejects a claim still in review, and only closes a decided one', () => {
    expect(ADMIN_CLAIM_MOVES.submitted).toEqual(['information_requested', 'under_review', 'rejected']);
    expect(ADMIN_CLAIM_MOVES.information_provided).toEqual(ADMIN_CLAIM_MOVES.submitted);
    expect(ADMIN_CLAIM_MOVES.under_review).toEqual(['information_requested', 'approved', 'rejected']);
    expect(ADMIN_CLAIM_MOVES.approved).toEqual(['closed']);
    expect(ADMIN_CLAIM_MOVES.rejected).toEqual(['closed']);
  });
});
