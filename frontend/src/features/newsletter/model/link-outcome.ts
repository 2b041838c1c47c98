import type { Bilingual, Lang } from '@dealer/contracts';

/** Where a mailed link's page (confirm the subscription, unsubscribe) stands after the visitor's click. */
export type LinkOutcome =
  | { kind: 'idle' }
  | { kind: 'done' }
  /** The link is unknown, expired or spent: clicking again cannot help, so no button to press again. */
  | { kind: 'unknownLink' }
  /** Anything else (no connection, too many tries): the message says what, the button stays. */
  | { kind: 'failed'; message: string };

/** What the page says when its action is done, and when its link leads nowhere. */
export interface LinkMessages {
  done: Bilingual;
  unknownLink: Bilingual;
}

export function outcomeOfFailure(error: unknown): LinkOutcome {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 404) return { kind: 'unknownLink' };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** The texts come from the shared catalogue, so they follow a language switch on the page. */
export function outcomeMessage(outcome: LinkOutcome, lang: Lang, messages: LinkMessages): string | null {
  switch (outcome.kind) {
    case 'idle':
      return null;
    case 'done':
      return messages.done[lang];
    case 'unknownLink':
      return messages.unknownLink[lang];
    case 'failed':
      return outcome.message;
  }
}
