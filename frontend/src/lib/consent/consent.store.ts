import { useSyncExternalStore } from 'react';
import {
  CONSENT_STORAGE_KEY,
  parseConsent,
  scriptsToLoad,
  serializeConsent,
  type ConsentChoice,
  type ConsentedScript,
} from './consent-choice';

/**
 * Third-party scripts that wait for consent. None is used today; one added here is injected only after
 * the visitor allows its category, and never on a visit without that consent.
 */
export const CONSENTED_SCRIPTS: readonly ConsentedScript[] = [];

interface ConsentState {
  choice: ConsentChoice | null;
  preferencesOpen: boolean;
  /** False while the stored choice cannot be read yet (on the server, during hydration). */
  known: boolean;
}

function readStored(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Blocked storage: the visitor is asked on every visit, which is the safe side.
    return null;
  }
}

let state: ConsentState = { choice: readStored(), preferencesOpen: false, known: true };
const listeners = new Set<() => void>();
const loadedScripts = new Set<string>();

function setState(next: ConsentState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function loadAllowedScripts(): void {
  for (const script of scriptsToLoad(CONSENTED_SCRIPTS, state.choice, loadedScripts)) {
    const element = document.createElement('script');
    element.src = script.src;
    element.async = true;
    document.head.append(element);
    loadedScripts.add(script.src);
  }
}

export const consent = {
  decide(choice: ConsentChoice): void {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(choice));
    } catch {
      // Not remembered, but honoured for this visit.
    }
    setState({ choice, preferencesOpen: false, known: true });
    loadAllowedScripts();
  },
  openPreferences: () => setState({ ...state, preferencesOpen: true }),
  closePreferences: () => setState({ ...state, preferencesOpen: false }),
  /** Runs once at start: a visitor who consented before gets the allowed scripts straight away. */
  start: () => loadAllowedScripts(),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What the server renders, and the browser while it hydrates: no choice made, so a prerendered page
 * carries the banner and a new visitor sees it with the page's first paint (appearing later, it would
 * be a late paint: the page's largest, on a phone). A visitor who has chosen never sees it: the
 * page's first script marks <html data-consented> from storage, which hides it, and after hydration
 * the real choice removes it (see ConsentBanner).
 */
const SERVER_STATE: ConsentState = { choice: null, preferencesOpen: false, known: true };

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, () => state, () => SERVER_STATE);
}
