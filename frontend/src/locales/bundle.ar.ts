import { ar } from './ar';
import { bookingAr } from './booking.ar';
import { publicAr } from './public.ar';
import { warrantyAr } from './warranty.ar';

/** Everything Arabic the entry needs, as one chunk loaded only when Arabic is shown. */
export const bundleAr = { ...ar, ...bookingAr, ...warrantyAr, ...publicAr };
