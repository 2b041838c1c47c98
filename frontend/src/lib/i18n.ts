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

/**
 * Writes only what differs: Chromium invalidates the style of every element of the page when the root's
 * lang or dir is set, even to the value it has, and a prerendered page already has both. Set again as
 * the app's code started, they cost the whole page a second style recalculation (767 elements on home).
 */
function applyToDocument(lang: Lang): void {
  const root = document.documentElement;
  const dir = dirOf(lang);
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
}

const initialLang = FIRST_RENDER.lang;
if (inBrowser) applyToDocument(initialLang);

/** Adds texts to a language, keeping those already there (a lazy chunk's texts join the bundle's). */
function mergeInto(into: Texts, from: Texts): void {
  for (const [key, value] of Object.entries(from)) {
    const present = into[key];
    if (present === undefined) into[key] = typeof value === 'string' ? value : structuredClone(value);
    else if (typeof present !== 'string' && typeof value !== 'string') mergeInto(present, value);
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
 * Each language's texts are chunks of their own and only the language shown is loaded: a visitor never
 * downloads the other one. The core (the site's frame, the home page) comes with every page; a part comes
 * with the pages that need it (see `needTexts`). The page renders once `i18nReady` has settled.
 */
const CORE: Record<Lang, () => Promise<Texts>> = {
  en: () => import('../locales/bundle.en').then((module) => module.bundleEn),
  ar: () => import('../locales/bundle.ar').then((module) => module.bundleAr),
};
const PARTS = {
  /** The booking form and its slots. */
  booking: {
    en: () => import('../locales/booking.en').then((module) => module.bookingEn),
    ar: () => import('../locales/booking.ar').then((module) => module.bookingAr),
  },
  /** The price packages of the home page. */
  packages: {
    en: () => import('../locales/packages.en').then((module) => module.packagesEn),
    ar: () => import('../locales/packages.ar').then((module) => module.packagesAr),
  },
  /** Joining the waitlist, an offered place, the lists of those waiting. */
  waitlist: {
    en: () => import('../locales/waitlist.en').then((module) => module.waitlistEn),
    ar: () => import('../locales/waitlist.ar').then((module) => module.waitlistAr),
  },
  /** The warranty claim form and a claim's details. */
  warranty: {
    en: () => import('../locales/warranty.en').then((module) => module.warrantyEn),
    ar: () => import('../locales/warranty.ar').then((module) => module.warrantyAr),
  },
  /** The login, registration and password forms. */
  authForms: {
    en: () => import('../locales/auth-forms.en').then((module) => module.authFormsEn),
    ar: () => import('../locales/auth-forms.ar').then((module) => module.authFormsAr),
  },
  /** The services, about, gallery, contact and locator pages. */
  infoPages: {
    en: () => import('../locales/info-pages.en').then((module) => module.infoPagesEn),
    ar: () => import('../locales/info-pages.ar').then((module) => module.infoPagesAr),
  },
} satisfies Record<string, Record<Lang, () => Promise<Texts>>>;

export type TextPart = keyof typeof PARTS;

/** The parts a page of this visit asked for: a switch of language loads them in the new language too. */
const wantedParts = new Set<TextPart>();
const loading = new Map<string, Promise<void>>();

function load(lang: Lang, part: TextPart | 'core'): Promise<void> {
  const name = `${lang}:${part}`;
  let done = loading.get(name);
  if (!done) {
    done = (part === 'core' ? CORE[lang] : PARTS[part][lang])().then((texts) => addTexts(lang, texts));
    // A failed download (a flaky network) is tried again by the next page that needs it.
    done.catch(() => loading.delete(name));
    loading.set(name, done);
  }
  return done;
}

async function ensureTexts(lang: Lang): Promise<void> {
  await Promise.all([load(lang, 'core'), ...[...wantedParts].map((part) => load(lang, part))]);
}

/** Loads texts only some pages use, in the language shown; a page's loader awaits it with its code. */
export async function needTexts(...parts: TextPart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  await ensureTexts(language);
}

/** What `load` brings, once the text parts it shows have arrived too. */
export async function withTexts<T>(load: Promise<T>, parts: readonly TextPart[]): Promise<T> {
  const [loaded] = await Promise.all([load, needTexts(...parts)]);
  return loaded;
}

export const i18nReady: Promise<void> = ensureTexts(initialLang);

export function currentLang(): Lang {
  return language;
}

/** The server renders one page at a time (see entry-server.tsx), in the language of that request, with every text. */
export async function setRenderLang(lang: Lang): Promise<void> {
  await Promise.all([load(lang, 'core'), ...Object.keys(PARTS).map((part) => load(lang, part as TextPart))]);
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
  await Promise.all([ensureTexts(lang), hydrateWaitingSections()]);
  // A part a page asked for meanwhile, in the new language too.
  await ensureTexts(lang);
  applyToDocument(lang);
  setLanguage(lang);
}

/** A fixed message of the spec in the current language. */
export function specMessage(key: SpecMessageKey, lang: Lang = currentLang()): string {
  return SPEC_MESSAGES[key][lang];
}
