import type { AdminCatalogMessages } from '../locales/admin-catalog.en';
import type { BookingMessages } from '../locales/booking.en';
import type { Messages } from '../locales/en';
import type { NewsletterMessages } from '../locales/newsletter.en';
import type { PublicMessages } from '../locales/public.en';
import type { SignedInMessages } from '../locales/signed-in.en';
import type { WarrantyMessages } from '../locales/warranty.en';

// Makes `t('some.key')` a compile error when the key does not exist in the locale files. The booking
// and warranty texts join the namespace at start-up; the admin catalog's and the unsubscribe page's
// texts, and the record pages' (signed-in.en.ts), when their chunks load.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & BookingMessages & WarrantyMessages & PublicMessages & AdminCatalogMessages & NewsletterMessages & SignedInMessages };
  }
}
