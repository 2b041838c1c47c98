import type { CustomerType, Lang } from '@dealer/contracts';
import { ApiError } from '../../../core/http/api-error.js';
import { normalizeEmail } from '../../../core/http/input.decorators.js';
import type { CustomerEntity } from '../shared/customer.entity.js';

/** Who is calling: the session's account as plain values, the shape other modules' commands carry. */
export interface Actor {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly type: CustomerType;
  /** The language of the account's mails. */
  readonly lang: Lang;
}

export function toActor(customer: CustomerEntity): Actor {
  const { id, email, firstName, lastName, phoneNumber, type, lang } = customer;
  return { id, email, firstName, lastName, phoneNumber, type, lang };
}

/** Whose rows a list by e-mail shows: one customer's, found by account or (for an admin) by e-mail. */
export type CustomerListFilter = { customerId: string } | { email: string };

/**
 * The filter of a customer's list asked for by e-mail (a path segment the router has already decoded;
 * decoding again would choke on a literal '%'): the caller's own, or anyone's for an admin (403 otherwise).
 * A customer's own list follows their account even if their e-mail changed since.
 */
export function customerListFilter(caller: Actor, email: string): CustomerListFilter {
  const wanted = normalizeEmail(email);
  if (caller.type !== 'admin' && wanted !== caller.email) throw new ApiError(403, 'notAllowed');
  return caller.type === 'admin' ? { email: wanted } : { customerId: caller.id };
}
