import { useSyncExternalStore } from 'react';
import rosetta from 'rosetta';
import { dirOf, SPEC_MESSAGES, type Lang, type SpecMessageKey } from '@dealer/contracts';
import { LANG_STORAGE_KEY, writeLangCookie } from './lang-preference';
import { FIRST_RENDER } from './prerender/first-render';
import { hydrateWaitingSections } from './prerender/waiting-sections';
import type { TextKey } from './text-keys';

/** A tree of texts: the shape of every locale file. */
export type Texts = { [key: string]: string | Texts };

/** A text by its key, with `{{name}}` placeholders filled from `values`. */
export type TFunction = (key: TextKey, values?: Record<string, unknown>) => string;

/**
 * The site's texts and the language shown. Lookup and `{{name}}` interpolation are rosetta's (a few
 * hundred bytes); the language and the re-render of what shows it are a small store below. i18next
 * and react-i18next did the same for ~17 kB gzip on every page, most of it features (plurals,
 * namespaces, backends, formatting) the site never used.
 */
const tables: Record<Lang, Texts> = { en: {}, ar: {} };
const lookup = rosetta<Texts>(tables);

const inBrowser = typeof document !== 'undefined';

function applyToDocument(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

const initialLang = FIRST_RENDER.lang;
if (inBrowser) applyToDocument(initialLang);

/** Adds texts to a language, keeping those already there (a lazy chunk's texts join the bundle's). */
function mergeInto(into: Texts, from: Texts): void {
  for (const [key, value] of Object.entries(from)) {
    const present = into[key];
    if (typeof value === 'string' || present === undefined) {
      if (present === undefined) into[key] = typeof value === 'string' ? value : structuredClone(value);
    } else if (typeof present !== 'string') {
      mergeInto(present, value);
    }
  }
}

/** What a lazy chunk calls when it loads, before its page renders: its texts in one language. */
export function addTexts(lang: Lang, texts: Texts): void {
  mergeInto(tables[lang], texts);
}

const translators = new Map<Lang, TFunction>();

/** The translator of one language; the same function each time, so it can be a hook's dependency. */
function translatorOf(lang: Lang): TFunction {
  let translate = translators.get(lang);
  if (!translate) {
    // A missing text shows its key, as a visible bug rather than a blank.
    translate = (key, values) => lookup.t(key, values ?? {}, lang) || key;
    translators.set(lang, translate);
  }
  return translate;
}

let language: Lang = initialLang;
const listeners = new Set<() => void>();

/** The i18n object components and plain modules read the language and texts from. */
export const i18n = {
  get language(): Lang {
    return language;
  },
  dir(lang: Lang = language): 'ltr' | 'rtl' {
    return dirOf(lang);
  },
  t(key: TextKey, values?: Record<string, unknown>): string {
    return translatorOf(language)(key, values);
  },
};

function setLanguage(lang: Lang): void {
  if (lang === language) return;
  language = lang;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentTranslator = () => translatorOf(language);
// Hydration renders what the server rendered: the page's first language, whatever was chosen since.
const serverTranslator = inBrowser ? () => translatorOf(initialLang) : currentTranslator;

/** The texts of the language shown; the component renders again when the visitor switches language. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, currentTranslator, serverTranslator);
  return { t, i18n };
}

/**
 * Each language's texts are a chunk of their own and only the one shown is loaded: a visitor never
 * downloads the other language. The page renders once `i18nReady` has settled (see main.tsx).
 */
const BUNDLES: Record<Lang, () => Promise<Texts>> = {
  en: () => import('../locales/bundle.en').then((module) => module.bundleEn),
  ar: () => import('../locales/bundle.ar').then((module) => module.bundleAr),
};
const loadedLangs = new Set<Lang>();

async function ensureBundle(lang: Lang): Promise<void> {
  if (loadedLangs.has(lang)) return;
  addTexts(lang, await BUNDLES[lang]());
  loadedLangs.add(lang);
}

export const i18nReady: Promise<void> = ensureBundle(initialLang);

export function currentLang(): Lang {
  return language;
}

/** The server renders one page at a time (see entry-server.tsx), in the language of that request. */
export async function setRenderLang(lang: Lang): Promise<void> {
  await ensureBundle(lang);
  setLanguage(lang);
}

export async function changeLang(lang: Lang): Promise<void> {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Not remembered across visits, but the switch itself still happens.
  }
  // The cookie tells the server, so the next page arrives prerendered in this language.
  writeLangCookie(lang);
  // Sections still showing the server's markup hydrate in its language first (see waiting-sections.ts).
  await Promise.all([ensureBundle(lang), hydrateWaitingSections()]);
  applyToDocument(lang);
  setLanguage(lang);
}

/** A fixed message of the spec in the current language. */
export function specMessage(key: SpecMessageKey, lang: Lang = currentLang()): string {
  return SPEC_MESSAGES[key][lang];
}
