import { CUSTOMER_TYPES, type CustomerType } from '@dealer/contracts';

/**
 * The spec's sessionStorage keys. They only let the first paint show the right menu; whether someone
 * is logged in is decided by GET /api/customers/me.
 */
export const SESSION_HINT_KEYS = {
  email: 'customer',
  firstName: 'customerName',
  type: 'customerType',
} as const;

export interface SessionHints {
  email: string;
  firstName: string;
  type: CustomerType;
}

/** The subset of Storage used here, so tests can pass a plain object. */
export type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSessionHints(storage: HintStorage): SessionHints | null {
  const email = storage.getItem(SESSION_HINT_KEYS.email);
  const firstName = storage.getItem(SESSION_HINT_KEYS.firstName) ?? '';
  const type = storage.getItem(SESSION_HINT_KEYS.type);
  if (!email) return null;
  return { email, firstName, type: CUSTOMER_TYPES.find((known) => known === type) ?? 'customer' };
}

export function writeSessionHints(storage: HintStorage, hints: SessionHints): void {
  storage.setItem(SESSION_HINT_KEYS.email, hints.email);
  storage.setItem(SESSION_HINT_KEYS.firstName, hints.firstName);
  storage.setItem(SESSION_HINT_KEYS.type, hints.type);
}

export function clearSessionHints(storage: HintStorage): void {
  for (const key of Object.values(SESSION_HINT_KEYS)) storage.removeItem(key);
}

/** sessionStorage when the browser allows it; a no-op store otherwise. */
export function browserHintStorage(): HintStorage {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}
