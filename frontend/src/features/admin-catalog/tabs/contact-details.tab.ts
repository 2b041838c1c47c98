import { SAUDI_MOBILE_HINT, type ContactInfoInput, type ContactInfoRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';
import { CONTACT_FIELDS } from './contact-fields';

/** The social pages the footer links to: https addresses, read left to right. */
const SOCIAL_LINKS = ['facebook', 'instagram', 'x', 'youtube', 'linkedin'] as const;

/** The first row is what the site's header and footer show. */
export const contactDetailsTab: CrudTabSpec<ContactInfoRow, ContactInfoInput> = {
  tab: 'contactDetails',
  resource: 'contactInfo',
  fields: [
    ...CONTACT_FIELDS,
    { name: 'whatsappNumber', kind: 'tel', placeholder: SAUDI_MOBILE_HINT },
    ...(['b2bUrl', ...SOCIAL_LINKS] as const).map((name) => ({ name, kind: 'url', hint: 'url' }) as const),
  ],
  columns: [
    { field: 'email', kind: 'ltr', minWidth: 190 },
    { field: 'phoneNumber', kind: 'ltr', minWidth: 140 },
    { field: 'address', minWidth: 180 },
    { field: 'whatsappNumber', kind: 'ltr', minWidth: 140 },
    { field: 'b2bUrl', kind: 'ltr', minWidth: 180 },
    ...SOCIAL_LINKS.map((field) => ({ field, kind: 'ltr', minWidth: 160 }) as const),
  ],
  rowLabel: (row) => row.email,
};
