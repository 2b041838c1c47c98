import type { ContactInfoInput, ContactInfoRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

/** The first row is what the site's header and footer show. */
export const contactDetailsTab: CrudTabSpec<ContactInfoRow, ContactInfoInput> = {
  tab: 'contactDetails',
  resource: 'contactInfo',
  editable: true,
  fields: [
    { name: 'email', kind: 'email', label: 'email', required: true },
    { name: 'phoneNumber', kind: 'tel', label: 'phoneNumber', required: true, placeholder: '+9665XXXXXXXX' },
    { name: 'address', kind: 'text', label: 'address', required: true },
    { name: 'whatsappNumber', kind: 'tel', label: 'whatsappNumber', placeholder: '+9665XXXXXXXX' },
    { name: 'b2bUrl', kind: 'url', label: 'b2bUrl', hint: 'url' },
    { name: 'facebook', kind: 'url', label: 'facebook', hint: 'url' },
    { name: 'instagram', kind: 'url', label: 'instagram', hint: 'url' },
    { name: 'x', kind: 'url', label: 'x', hint: 'url' },
    { name: 'youtube', kind: 'url', label: 'youtube', hint: 'url' },
    { name: 'linkedin', kind: 'url', label: 'linkedin', hint: 'url' },
  ],
  columns: [
    { field: 'email', label: 'email', kind: 'ltr', minWidth: 190 },
    { field: 'phoneNumber', label: 'phoneNumber', kind: 'ltr', minWidth: 140 },
    { field: 'address', label: 'address', minWidth: 180 },
    { field: 'whatsappNumber', label: 'whatsappNumber', kind: 'ltr', minWidth: 140 },
    { field: 'b2bUrl', label: 'b2bUrl', kind: 'ltr', minWidth: 180 },
    { field: 'facebook', label: 'facebook', kind: 'ltr', minWidth: 160 },
    { field: 'instagram', label: 'instagram', kind: 'ltr', minWidth: 160 },
    { field: 'x', label: 'x', kind: 'ltr', minWidth: 160 },
    { field: 'youtube', label: 'youtube', kind: 'ltr', minWidth: 160 },
    { field: 'linkedin', label: 'linkedin', kind: 'ltr', minWidth: 160 },
  ],
  rowLabel: (row) => row.email,
};
