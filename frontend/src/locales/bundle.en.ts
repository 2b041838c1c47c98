import { bookingEn } from './booking.en';
import { en } from './en';
import { publicEn } from './public.en';
import { warrantyEn } from './warranty.en';

/** Everything English the entry needs, as one chunk loaded only when English is shown. */
export const bundleEn = { ...en, ...bookingEn, ...warrantyEn, ...publicEn };
