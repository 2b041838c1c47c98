import type { AccountMailMessages } from '../locales/account-mail.en';
import type { AdminCatalogMessages } from '../locales/admin-catalog.en';
import type { AuthFormsMessages } from '../locales/auth-forms.en';
import type { BookingMessages } from '../locales/booking.en';
import type { Messages } from '../locales/en';
import type { InfoPagesMessages } from '../locales/info-pages.en';
import type { NewsletterMessages } from '../locales/newsletter.en';
import type { PackagesMessages } from '../locales/packages.en';
import type { PublicMessages } from '../locales/public.en';
import type { SignedInMessages } from '../locales/signed-in.en';
import type { WaitlistMessages } from '../locales/waitlist.en';
import type { WarrantyMessages } from '../locales/warranty.en';

/**
 * Every text of the site in one tree, whichever chunk carries it (see lib/i18n.ts): the core, the parts
 * pages ask for (booking, waitlist, price packages, warranty, login forms, information pages), and the admin catalog's, the
 * newsletter link pages', the record pages' (signed-in.en.ts) and the account's mail setting when their chunks load.
 */
type AllTexts = Messages & BookingMessages & WarrantyMessages & PublicMessages & AdminCatalogMessages & NewsletterMessages & SignedInMessages & AccountMailMessages & AuthFormsMessages & InfoPagesMessages & WaitlistMessages & PackagesMessages;

/** "a.b.c" for each text in a tree of texts. */
type LeafPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}` }[keyof T & string];

/** The name of an existing text: `t('some.key')` is a compile error when the key is in no locale file. */
export type TextKey = LeafPaths<AllTexts>;
