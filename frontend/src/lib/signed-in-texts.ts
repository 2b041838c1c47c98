import { signedInAr } from '../locales/signed-in.ar';
import { signedInEn } from '../locales/signed-in.en';
import { addTexts } from './i18n';

// The record pages' texts (My Account, the admin panel, a booking's page) travel in those pages' chunks
// instead of in the language bundle every public page loads. Importing this module adds both languages
// when such a chunk is evaluated, before its page renders, so a switch of language finds them too.
addTexts('en', signedInEn);
addTexts('ar', signedInAr);
