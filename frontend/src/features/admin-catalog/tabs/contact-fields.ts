import { SAUDI_MOBILE_HINT, type ContactInfoInput } from '@dealer/contracts';
import type { FieldSpec } from '../crud/crud.types';

/** How the site and each branch are reached: the same three required inputs in both tabs. */
export const CONTACT_FIELDS: readonly FieldSpec<Pick<ContactInfoInput, 'email' | 'phoneNumber' | 'address'>>[] = [
  { name: 'email', kind: 'email', required: true },
  { name: 'phoneNumber', kind: 'tel', required: true, placeholder: SAUDI_MOBILE_HINT },
  { name: 'address', kind: 'text', required: true },
];
