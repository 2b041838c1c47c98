import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dirOf, SPEC_MESSAGES, type Lang, type SpecMessageKey } from '@dealer/contracts';
import { en } from '../locales/en';
import { ar } from '../locales/ar';
import { bookingAr } from '../locales/booking.ar';
import { bookingEn } from '../locales/booking.en';
import { LANG_STORAGE_KEY, langFromStored } from './lang-preference';

function readStoredLang(): Lang {
  try {
    return langFromStored(window.localStorage.getItem(LANG_STORAGE_KEY));
  } catch {
    // Storage can be blocked (private modes, strict settings); the default language still works.
    return langFromStored(null);
  }
}

function applyToDocument(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

const initialLang = readStoredLang();
applyToDocument(initialLang);

void i18next.use(initReactI18next).init({
  // The booking texts are kept in their own files but ship with the entry: the form is on the home page.
  resources: { en: { translation: { ...en, ...bookingEn } }, ar: { translation: { ...ar, ...bookingAr } } },
  lng: initialLang,
  fallbackLng: 'en',
  // Resources are bundled, so initialising synchronously lets the first render show real text.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const i18n = i18next;

export function currentLang(): Lang {
  return langFromStored(i18next.language);
}

export async function changeLang(lang: Lang): Promise<void> {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Not remembered across visits, but the switch itself still happens.
  }
  applyToDocument(lang);
  await i18next.changeLanguage(lang);
}

/** A fixed message of the spec in the current language. */
export function specMessage(key: SpecMessageKey, lang: Lang = currentLang()): string {
  return SPEC_MESSAGES[key][lang];
}
