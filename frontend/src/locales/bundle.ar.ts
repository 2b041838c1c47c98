import { ar } from './ar';
import { publicAr } from './public.ar';

/** The Arabic texts every page needs, as one chunk loaded only when Arabic is shown (the booking and warranty texts are parts of their own, see lib/i18n.ts). */
export const bundleAr = { ...ar, ...publicAr };
