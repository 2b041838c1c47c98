/**
 * After a new version of the site is deployed, a page opened before it still asks for the code files
 * of the old build, which are gone: the import fails. Loading the page again fetches the new build.
 */

/** The browsers' words for a module that could not be fetched (Chromium, Firefox, Safari). */
const MODULE_NOT_FETCHED = /dynamically imported module|module script failed/i;

export function isStaleBuildError(error: unknown): boolean {
  return error instanceof Error && MODULE_NOT_FETCHED.test(error.message);
}

const RELOADED_AT = 'staleBuildReloadedAt';
/** A reload this soon after the last one found the same files missing: another one would not help. */
const AGAIN_AFTER_MS = 30_000;

/**
 * True when the page may be loaded again for a new build, and marks that it was: at most once in
 * AGAIN_AFTER_MS, so a file that is missing for another reason cannot make the page reload for ever.
 * Where session storage cannot be used (some private modes) it never reloads, for the same reason.
 */
export function mayReloadForNewBuild(storage: () => Pick<Storage, 'getItem' | 'setItem'> = () => window.sessionStorage, now = Date.now()): boolean {
  try {
    const store = storage();
    if (now - Number(store.getItem(RELOADED_AT)) < AGAIN_AFTER_MS) return false;
    store.setItem(RELOADED_AT, String(now));
    return true;
  } catch {
    return false;
  }
}
