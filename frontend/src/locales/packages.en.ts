import type { Widen } from './widen';

/**
 * English texts of the price packages on the home page. They load with the packages' section, as the
 * visitor scrolls towards it (see lib/i18n.ts); `packages.ar.ts` is typed against this object.
 */
export const packagesEn = {
  packages: {
    heading: 'Price Packages',
    intro: 'Fixed prices, VAT included. Choose a package and book it with your appointment.',
    includes: 'Includes',
    vatIncluded: 'VAT included',
    mostPopular: 'Most Popular',
    bookNow: 'BOOK NOW',
    bookPackage: 'Book now: {{name}}',
    none: 'No packages are offered at the moment.',
    offers: {
      Hr: 'Hour',
      Day: 'Day',
      Weekend: 'Weekend',
      Month: 'Month',
      Year: 'Year',
      'Black Friday': 'Black Friday',
      'Special Offer': 'Special Offer',
    },
  },
} as const;

export type PackagesMessages = Widen<typeof packagesEn>;
