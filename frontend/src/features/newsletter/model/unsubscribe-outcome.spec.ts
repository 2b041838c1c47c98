import { describe, expect, it } from '@jest/globals';
import { NEWSLETTER_MESSAGES } from '@dealer/contracts';
import { outcomeMessage, outcomeOfFailure } from './unsubscribe-outcome';

class FakeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

describe('unsubscribe outcome', () => {
  it('treats a 404 as a link with nothing left to remove, worded in the language shown', () => {
    const outcome = outcomeOfFailure(new FakeApiError(404, 'whatever the server said'));
    expect(outcome).toEqual({ kind: 'unknownLink' });
    expect(outcomeMessage(outcome, 'ar')).toBe(NEWSLETTER_MESSAGES.unsubscribeLinkUnknown.ar);
  });

  it('keeps the failure text for anything else, so the visitor can try again', () => {
    expect(outcomeOfFailure(new FakeApiError(0, 'The service could not be reached.'))).toEqual({ kind: 'failed', message: 'The service could not be reached.' });
    expect(outcomeOfFailure(new FakeApiError(429, 'Too many attempts.'))).toMatchObject({ kind: 'failed' });
  });

  it('confirms the removal in either language and says nothing before the click', () => {
    expect(outcomeMessage({ kind: 'done' }, 'en')).toBe(NEWSLETTER_MESSAGES.unsubscribed.en);
    expect(outcomeMessage({ kind: 'done' }, 'ar')).toBe(NEWSLETTER_MESSAGES.unsubscribed.ar);
    expect(outcomeMessage({ kind: 'idle' }, 'en')).toBeNull();
  });
});
