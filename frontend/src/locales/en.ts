import type { Widen } from './widen';

/**
 * English texts of the interface. `ar.ts` is typed against this object, so a key missing in either
 * language is a compile error. Messages the spec fixes word for word live in SPEC_MESSAGES instead.
 */
export const en = {
  brand: {
    fallbackName: 'Car A/C Service Network',
    tagline: 'Authorised car air-conditioning and vehicle service',
  },
  common: {
    loading: 'Loading…',
    yes: 'Yes',
    no: 'No',
    close: 'Close',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    saveChanges: 'Save Changes',
    send: 'Send',
    required: 'required',
    skipToContent: 'Skip to main content',
    opensInNewTab: '(opens in a new tab)',
    retry: 'Try again',
    networkError: 'The service could not be reached. Please check your connection and try again.',
  },
  formProblems: {
    fill: 'Please fill in {{field}}',
    choose: 'Please choose {{field}}',
    email: 'Enter an e-mail address like name@example.com',
    mobile: 'Enter a Saudi mobile number like 05XXXXXXXX',
    // The server's own words for the same rule.
    passwordShort: 'Password must be at least {{min}} characters',
    passwordMismatch: 'Password not matched',
  },
  confirmDialog: {
    title: 'Please confirm',
    keep: 'Keep',
  },
  language: {
    label: 'Language',
    switchTo: 'Switch language',
  },
  header: {
    b2bLogin: 'B2B Login',
    callUs: 'Call us',
    emailUs: 'E-mail us',
    social: 'Follow us',
    mainNav: 'Main navigation',
    openMenu: 'Menu',
  },
  social: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    x: 'X',
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
  },
  nav: {
    home: 'Home',
    services: 'Services',
    about: 'About',
    locator: 'Locator',
    gallery: 'Gallery',
    ecatalog: 'E-Catalog',
    contact: 'Contact',
    warrantyClaim: 'Warranty Claim',
    loginRegister: 'Login / Register',
    myAccount: 'My Account',
    logout: 'Logout',
  },
  footer: {
    rights: 'All rights reserved.',
    network: 'Authorised service at 25+ branches across Saudi Arabia.',
    networkCount: 'Authorised service at {{count}} branches across Saudi Arabia.',
  },
  pages: {
    home: {
      title: 'Home',
      heading: 'Car air-conditioning and vehicle service you can trust',
      intro:
        'Authorised dealer workshops for car air-conditioning, engine, suspension and electrical service, with genuine parts and trained technicians.',
      locations: 'Bookings are possible at 25+ locations across the Kingdom.',
      ctaBook: 'BOOK NOW',
      ctaLocator: 'Find a branch',
      ctaServices: 'Our services',
    },
    services: {
      title: 'Services',
      heading: 'Our services',
      intro:
        'From A/C gas refills and compressor repair to engine, suspension and electrical work: every branch follows the same standards.',
    },
    about: {
      title: 'About us',
      heading: 'Why {{brand}} services',
      intro:
        'A network of authorised dealer branches in Saudi Arabia, offering a wide range of affordable services for all makes and models, by experienced technicians with modern diagnostic equipment.',
    },
    locator: {
      title: 'Branch Locator',
      heading: 'Find a branch near you',
      intro: 'Our 25+ branches: pick the nearest one, check its hours and book your visit.',
      introCount: 'Our {{count}} branches: pick the nearest one, check its hours and book your visit.',
    },
    ecatalog: {
      title: 'E-Catalog',
      heading: 'E-Catalog',
      intro: 'This page is under construction. Please visit again soon.',
    },
    gallery: {
      title: 'Gallery',
      heading: 'Gallery',
      intro: 'A look inside our branches and the work of our technicians.',
    },
    contact: {
      title: 'Contact',
      heading: 'Get A Quote',
      intro: 'Tell us what your vehicle needs and our team will get back to you.',
    },
    warrantyClaim: {
      title: 'Warranty Claim',
      heading: 'Warranty Claim Form',
      intro:
        'Registered customers can submit a warranty claim for a failed part. Please bring the original e-invoice with the damaged parts to the branch.',
    },
    notFound: {
      title: 'Page not found',
      heading: 'Page not found',
      intro: 'The page you are looking for does not exist or has moved.',
      back: 'Back to the home page',
    },
    logout: { title: 'Logout', working: 'Logging you out…' },
  },
} as const;

/** The shape every language must fill. */
export type Messages = Widen<typeof en>;
