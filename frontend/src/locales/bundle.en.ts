import { en } from './en';
import { publicEn } from './public.en';

/** The English texts every page needs, as one chunk loaded only when English is shown (the booking and warranty texts are parts of their own, see lib/i18n.ts). */
export const bundleEn = { ...en, ...publicEn };
