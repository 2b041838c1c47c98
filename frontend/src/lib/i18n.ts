import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dirOf, SPEC_MESSAGES, type Lang, type SpecMessageKey } from '@dealer/contracts';
import { LANG_STORAGE_KEY, langFromStored, writeLangCookie } from './lang-preference';
import { FIRST_RENDER } from './prerender/first-render';
import { hydrateWaitingSections } from './prerender/waiting-sections';

const inBrowser = typeof document !== 'undefined';

function applyToDocument(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

const initialLang = FIRST_RENDER.lang;
if (inBrowser) applyToDocument(initialLang);

/**
 * Each language's texts are a chunk of their own and only the one shown is loaded: a visitor never
 * downloads the other language. The page renders once `i18nReady` has settled (see main.tsx).
 */
const BUNDLES: Record<Lang, () => Promise<ResourceLanguage>> = {
  en: () => import('../locales/bundle.en').then((module) => module.bundleEn),
  ar: () => import('../locales/bundle.ar').then((module) => module.bundleAr),
};
const loadedLangs = new Set<Lang>();

async function ensureBundle(lang: Lang): Promise<void> {
  if (loadedLangs.has(lang)) return;
  // deep merge without overwriting keeps any texts a lazy chunk (the admin catalog) added meanwhile.
  i18next.addResourceBundle(lang, 'translation', await BUNDLES[lang](), true, false);
  loadedLangs.add(lang);
}

export const i18nReady: Promise<void> = (async () => {
  await i18next.use(initReactI18next).init({
    resources: {},
    lng: initialLang,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  await ensureBundle(initialLang);
})();

export const i18n = i18next;

export function currentLang(): Lang {
  return langFromStored(i18next.language);
}

/** The server renders one page at a time (see entry-server.tsx), in the language of that request. */
export async function setRenderLang(lang: Lang): Promise<void> {
  await i18nReady;
  await ensureBundle(lang);
  await i18next.changeLanguage(lang);
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
  await i18next.changeLanguage(lang);
}

/** A fixed message of the spec in the current language. */
export function specMessage(key: SpecMessageKey, lang: Lang = currentLang()): string {
  return SPEC_MESSAGES[key][lang];
}
