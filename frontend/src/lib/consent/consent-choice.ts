/**
 * The visitor's cookie choice. Until one is stored only essential storage is used (session cookie,
 * language, this choice itself); analytics and marketing need an explicit yes (PDPL: consent first).
 */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Raised when the categories or their meaning change, so every visitor is asked again. */
export const CONSENT_VERSION = 1;

export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof OPTIONAL_CATEGORIES)[number];

export interface ConsentChoice {
  version: number;
  analytics: boolean;
  marketing: boolean;
  /** ISO time of the decision: proof of when consent was given or withdrawn. */
  decidedAt: string;
}

export function makeChoice(categories: Record<ConsentCategory, boolean>, now: Date): ConsentChoice {
  return { version: CONSENT_VERSION, analytics: categories.analytics, marketing: categories.marketing, decidedAt: now.toISOString() };
}

export const acceptAllChoice = (now: Date) => makeChoice({ analytics: true, marketing: true }, now);
export const essentialOnlyChoice = (now: Date) => makeChoice({ analytics: false, marketing: false }, now);

/** A stored choice, or null when there is none, it is unreadable or it was made for an older version. */
export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.version !== CONSENT_VERSION || typeof record.decidedAt !== 'string') return null;
  if (typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean') return null;
  return { version: CONSENT_VERSION, analytics: record.analytics, marketing: record.marketing, decidedAt: record.decidedAt };
}

export function serializeConsent(choice: ConsentChoice): string {
  return JSON.stringify(choice);
}

/** Whether a category may be used; without a decision nothing optional is. */
export function allows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  return choice !== null && choice[category];
}

/** A third-party script that may only load once its category is consented to. */
export interface ConsentedScript {
  category: ConsentCategory;
  src: string;
}

/** The scripts the current choice allows and that are not on the page yet. */
export function scriptsToLoad(scripts: readonly ConsentedScript[], choice: ConsentChoice | null, loaded: ReadonlySet<string>): ConsentedScript[] {
  return scripts.filter((script) => allows(choice, script.category) && !loaded.has(script.src));
}
