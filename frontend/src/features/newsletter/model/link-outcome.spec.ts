import { describe, expect, it } from '@jest/globals';
import { NEWSLETTER_MESSAGES } from '@dealer/contracts';
import { outcomeMessage, outcomeOfFailure, type LinkMessages } from './link-outcome';

class FakeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const unsubscribe: LinkMessages = { done: NEWSLETTER_MESSAGES.unsubscribed, unknownLink: NEWSLETTER_MESSAGES.unsubscribeLinkUnknown };
const confirm: LinkMessages = { done: NEWSLETTER_MESSAGES.confirmed, unknownLink: NEWSLETTER_MESSAGES.confirmLinkUnknown };

describe('mailed link outcome', () => {
  it('treats a 404 as a link that leads nowhere, worded for its page in the language shown', () => {
    const outcome = outcomeOfFailure(new FakeApiError(404, 'whatever the server said'));
    expect(outcome).toEqual({ kind: 'unknownLink' });
    expect(outcomeMessage(outcome, 'ar', unsubscribe)).toBe(NEWSLETTER_MESSAGES.unsubscribeLinkUnknown.ar);
    expect(outcomeMessage(outcome, 'en', confirm)).toBe(NEWSLETTER_MESSAGES.confirmLinkUnknown.en);
  });

  it('keeps the failure text for anything else, so the visitor can try again', () => {
    expect(outcomeOfFailure(new FakeApiError(0, 'The service could not be reached.'))).toEqual({ kind: 'failed', message: 'The service could not be reached.' });
    expect(outcomeOfFailure(new FakeApiError(429, 'Too many attempts.'))).toMatchObject({ kind: 'failed' });
  });

  it('says the action is done in either language and nothing before the click', () => {
    expect(outcomeMessage({ kind: 'done' }, 'en', unsubscribe)).toBe(NEWSLETTER_MESSAGES.unsubscribed.en);
    expect(outcomeMessage({ kind: 'done' }, 'ar', confirm)).toBe(NEWSLETTER_MESSAGES.confirmed.ar);
    expect(outcomeMessage({ kind: 'idle' }, 'en', confirm)).toBeNull();
  });
});
