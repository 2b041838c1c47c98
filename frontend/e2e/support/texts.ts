import { ar as entryAr } from '../../src/locales/ar.js';
import { bookingAr as entryBookingAr } from '../../src/locales/booking.ar.js';
import { bookingEn as entryBookingEn } from '../../src/locales/booking.en.js';
import { en as entryEn, type Messages as EntryMessages } from '../../src/locales/en.js';
import { signedInAr } from '../../src/locales/signed-in.ar.js';
import { signedInEn, type SignedInMessages } from '../../src/locales/signed-in.en.js';
import { warrantyAr as entryWarrantyAr } from '../../src/locales/warranty.ar.js';
import { warrantyEn as entryWarrantyEn } from '../../src/locales/warranty.en.js';

// The site loads the record pages' texts (signed-in.*.ts) apart from the entry's; journeys read a
// screen's words without caring which bundle carries them, so each text object here has both.
export type Messages = EntryMessages & SignedInMessages;
export const en = { ...entryEn, ...signedInEn };
export const ar = { ...entryAr, ...signedInAr };
export const bookingEn = { ...entryBookingEn, ...signedInEn };
export const bookingAr = { ...entryBookingAr, ...signedInAr };
export const warrantyEn = { ...entryWarrantyEn, ...signedInEn };
export const warrantyAr = { ...entryWarrantyAr, ...signedInAr };
