/** What a page sent to the login form keeps and sends once the visitor has logged in. */
export type KeptForLogin = 'booking' | 'claim';

/**
 * The history state a page gives the login form: where to come back to, and what waits there. Pages
 * write it as a literal (`satisfies LoginState`): a function for it would be a file of its own on home.
 */
export interface LoginState {
  from: string;
  kept?: KeptForLogin;
}

/**
 * The login form's reading of the state it was sent with: where to go after login (back to the page
 * that sent the visitor, never off-site) and what waits there, if anything.
 */
export function readLoginState(state: unknown): { returnTo: string; kept: KeptForLogin | null } {
  const { from, kept } = (state ?? {}) as { from?: unknown; kept?: unknown };
  return {
    returnTo: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/',
    kept: kept === 'booking' || kept === 'claim' ? kept : null,
  };
}
