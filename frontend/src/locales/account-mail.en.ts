/**
 * English texts of My Account's mail language setting. They load with the account page;
 * `account-mail.ar.ts` is typed against this object.
 */
export const accountMailEn = {
  accountMail: {
    label: 'Mail language',
    hint: "Booking, claim and account e-mails come in this language. When you book, change a booking, send a claim or switch the site's language, it follows the language you use.",
    saving: 'Saving…',
  },
} as const;

/** The same keys, each any text. */
export type AccountMailMessages = { accountMail: Record<keyof (typeof accountMailEn)['accountMail'], string> };
