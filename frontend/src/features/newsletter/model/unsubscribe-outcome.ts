import { NEWSLETTER_MESSAGES, type Lang } from '@dealer/contracts';

/** Where the unsubscribe page stands after the visitor's click. */
export type UnsubscribeOutcome =
  | { kind: 'idle' }
  | { kind: 'done' }
  /** The link is unknown or spent: nothing left to remove, so no button to press again. */
  | { kind: 'unknownLink' }
  /** Anything else (no connection, too many tries): the message says what, the button stays. */
  | { kind: 'failed'; message: string };

export function outcomeOfFailure(error: unknown): UnsubscribeOutcome {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 404) return { kind: 'unknownLink' };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** The texts come from the shared catalogue, so they follow a language switch on the page. */
export function outcomeMessage(outcome: UnsubscribeOutcome, lang: Lang): string | null {
  switch (outcome.kind) {
    case 'idle':
      return null;
    case 'done':
      return NEWSLETTER_MESSAGES.unsubscribed[lang];
    case 'unknownLink':
      return NEWSLETTER_MESSAGES.unsubscribeLinkUnknown[lang];
    case 'failed':
      return outcome.message;
  }
}
