import { PRERENDER_STATE_ID, type Lang } from '@dealer/contracts';
import { langFromStored, langInCookies, LANG_STORAGE_KEY } from '../lang-preference';
import { browserPageLang, storedLangToAdopt } from './adopt-stored-lang';

export interface FirstRender {
  /** The server sent the page rendered, with the data it used. */
  prerendered: boolean;
  /** The language of the first render in the browser. */
  lang: Lang;
  /** Hydrate the server's HTML (true) or render afresh (a page shown in another language than asked). */
  hydrate: boolean;
  /** A language to write to the cookie, kept so far only in localStorage. */
  cookieToWrite: Lang | null;
}

function stored(): string | null {
  try {
    return window.localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, strict settings); the default language still works.
    return null;
  }
}

/**
 * How the browser starts. A prerendered page is hydrated in the language its <html lang> names; a
 * visitor who chose a language before the cookie existed (localStorage only) gets it rendered afresh
 * in that language instead, and the cookie written for next time. Pages the server did not render
 * take the address's language, the cookie's or the stored one (browserPageLang). On the server:
 * English (each render sets its own language).
 */
export function firstRender(): FirstRender {
  if (typeof document === 'undefined') return { prerendered: false, lang: langFromStored(null), hydrate: false, cookieToWrite: null };
  const storedValue = stored();
  const sources = { search: window.location.search, cookie: langInCookies(document.cookie), stored: storedValue === null ? null : langFromStored(storedValue) };
  if (!document.getElementById(PRERENDER_STATE_ID)) return { prerendered: false, lang: browserPageLang(sources), hydrate: false, cookieToWrite: null };
  const shown = langFromStored(document.documentElement.lang);
  const adopt = storedLangToAdopt({ shown, ...sources });
  return { prerendered: true, lang: adopt.switchTo ?? shown, hydrate: adopt.switchTo === null, cookieToWrite: adopt.writeCookie };
}

/** Worked out once, when the code loads: i18n and main.tsx both follow it. */
export const FIRST_RENDER = firstRender();
