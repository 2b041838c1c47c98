import { ar as entryAr } from '../../src/locales/ar.js';
import { authFormsAr } from '../../src/locales/auth-forms.ar.js';
import { authFormsEn, type AuthFormsMessages } from '../../src/locales/auth-forms.en.js';
import { bookingAr as entryBookingAr } from '../../src/locales/booking.ar.js';
import { bookingEn as entryBookingEn } from '../../src/locales/booking.en.js';
import { en as entryEn, type Messages as EntryMessages } from '../../src/locales/en.js';
import { infoPagesAr } from '../../src/locales/info-pages.ar.js';
import { infoPagesEn } from '../../src/locales/info-pages.en.js';
import { packagesAr } from '../../src/locales/packages.ar.js';
import { packagesEn } from '../../src/locales/packages.en.js';
import { publicAr as framePublicAr } from '../../src/locales/public.ar.js';
import { publicEn as framePublicEn } from '../../src/locales/public.en.js';
import { signedInAr } from '../../src/locales/signed-in.ar.js';
import { signedInEn, type SignedInMessages } from '../../src/locales/signed-in.en.js';
import { waitlistAr } from '../../src/locales/waitlist.ar.js';
import { waitlistEn } from '../../src/locales/waitlist.en.js';
import { warrantyAr as entryWarrantyAr } from '../../src/locales/warranty.ar.js';
import { warrantyEn as entryWarrantyEn } from '../../src/locales/warranty.en.js';

// The site loads the record pages' texts (signed-in.*.ts), the login forms' and the information
// pages' apart from the core; journeys read a screen's words without caring which file carries them,
// so each text object here has them together.
export type Messages = EntryMessages & SignedInMessages & AuthFormsMessages;
export const en = { ...entryEn, ...signedInEn, ...authFormsEn };
export const ar = { ...entryAr, ...signedInAr, ...authFormsAr };
export const publicEn = { ...framePublicEn, ...infoPagesEn };
export const publicAr = { ...framePublicAr, ...infoPagesAr };
export const bookingEn = { ...entryBookingEn, ...packagesEn, ...waitlistEn, ...signedInEn };
export const bookingAr = { ...entryBookingAr, ...packagesAr, ...waitlistAr, ...signedInAr };
export const warrantyEn = { ...entryWarrantyEn, ...signedInEn };
export const warrantyAr = { ...entryWarrantyAr, ...signedInAr };
