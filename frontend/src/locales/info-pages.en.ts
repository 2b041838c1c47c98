import type { Widen } from './widen';

/**
 * English texts of the services, about, gallery, contact and locator pages. They load, in the language shown,
 * with those pages; see lib/i18n.ts.
 * `info-pages.ar.ts` is typed against this object.
 */
export const infoPagesEn = {
  servicesPage: {
    catalogHeading: 'Services and categories',
    empty: 'The list of services is not available at the moment.',
    staticHeading: 'What we take care of',
    topics: {
      ac: { title: 'AC servicing', text: 'Leak test, gas refill, compressor, condenser and cabin-filter service, so the cabin stays cool in the Saudi summer.' },
      engine: { title: 'Engine', text: 'Oil and filter change, tune-ups, cooling-system checks and computer diagnostics of engine faults.' },
      suspension: { title: 'Suspension', text: 'Shock absorbers, bushes, alignment and steering checks for a safe and comfortable ride.' },
      electrical: { title: 'Electrical', text: 'Battery, alternator, starter, lights and wiring checks, with fault finding on modern vehicle electronics.' },
    },
  },
  aboutPage: {
    text1:
      'Our branches are authorised service dealers of a leading maker of vehicle parts. Across the Kingdom we offer a wide range of affordable services for all makes and models.',
    text2:
      'Experienced technicians work with modern diagnostic equipment and genuine parts, and every repair is backed by the maker’s warranty.',
    galleryHeading: 'From our workshops',
    viewAll: 'View All',
  },
  gallery: {
    empty: 'No photos yet.',
    open: 'Open photo {{index}} of {{count}}',
    photo: 'Photo {{index}} of {{count}}',
    dialog: 'Photo viewer',
    previous: 'Previous photo',
    next: 'Next photo',
    added: 'Added on {{date}}',
  },
  contactPage: {
    formHeading: 'Request a quote',
    name: 'Name',
    email: 'Email',
    phoneNumber: 'Phone Number',
    phoneHint: 'e.g. 05XXXXXXXX or +9665XXXXXXXX',
    message: 'Message',
    submit: 'Send request',
    detailsHeading: 'Contact details',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    address: 'Address',
    hours: 'Saturday till Thursday',
    mapHeading: 'Find us',
  },
  branchCard: {
    list: 'Our branches',
    hoursLabel: 'Opening hours',
    openDays: '{{days}}: {{from}} – {{to}}',
    closedDays: '{{days}}: closed',
    dayRange: '{{first}} – {{last}}',
    ramadan: 'Ramadan: {{from}} – {{to}}',
    postCode: 'Post code {{code}}',
    book: 'Book at this branch',
    bookAt: 'Book at this branch: {{name}}',
    email: 'E-mail',
    directions: 'Directions',
    directionsTo: 'Directions to {{name}}',
  },
} as const;

export type InfoPagesMessages = Widen<typeof infoPagesEn>;
