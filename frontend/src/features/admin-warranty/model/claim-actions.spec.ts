import { describe, expect, it } from '@jest/globals';
import { ADMIN_CLAIM_MOVES, CLAIM_STATUSES } from '@dealer/contracts';
import { allowedClaimActions, noteRequired, toStatusRequest } from './claim-actions';

describe('allowedClaimActions', () => {
  it.each(CLAIM_STATUSES)('offers from %s the admin moves of the shared lifecycle table', (status) => {
    expect(allowedClaimActions(status)).toEqual(ADMIN_CLAIM_MOVES[status]);
  });
});

describe('toStatusRequest', () => {
  it('needs a note to ask for information or to reject', () => {
    expect(noteRequired('information_requested')).toBe(true);
    expect(noteRequired('rejected')).toBe(true);
    expect(noteRequired('under_review')).toBe(false);
    expect(toStatusRequest('submitted', { action: 'information_requested', note: '  ', resolution: '' })).toEqual({ ok: false, problem: 'noteRequired' });
    expect(toStatusRequest('submitted', { action: 'rejected', note: 'Out of warranty ', resolution: '' })).toEqual({
      ok: true,
      request: { status: 'rejected', note: 'Out of warranty' },
    });
  });

  it('needs a resolution to approve, and sends it only with approval', () => {
    expect(toStatusRequest('under_review', { action: 'approved', note: '', resolution: '' })).toEqual({ ok: false, problem: 'resolutionRequired' });
    expect(toStatusRequest('under_review', { action: 'approved', note: '', resolution: 'replaced' })).toEqual({
      ok: true,
      request: { status: 'approved', resolution: 'replaced' },
    });
    expect(toStatusRequest('submitted', { action: 'under_review', note: '', resolution: 'replaced' })).toEqual({
      ok: true,
      request: { status: 'under_review' },
    });
  });

  it('refuses a move the current status does not allow, or no move at all', () => {
    expect(toStatusRequest('submitted', { action: 'approved', note: '', resolution: 'repaired' })).toEqual({ ok: false, problem: 'transitionRefused' });
    expect(toStatusRequest('closed', { action: 'closed', note: '', resolution: '' })).toEqual({ ok: false, problem: 'transitionRefused' });
    expect(toStatusRequest('submitted', { action: '', note: '', resolution: '' })).toEqual({ ok: false, problem: 'transitionRefused' });
  });
});
