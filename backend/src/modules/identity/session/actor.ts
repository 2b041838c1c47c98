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
  /** The branches a staff account works at; empty for admins (who see every branch) and customers. */
  readonly branches: readonly string[];
  /** The language of the account's mails. */
  readonly lang: Lang;
}

export function toActor(customer: CustomerEntity): Actor {
  const { id, email, firstName, lastName, phoneNumber, type, lang } = customer;
  return { id, email, firstName, lastName, phoneNumber, type, lang, branches: type === 'staff' ? [...customer.branchIds] : [] };
}

/** How a history line names a colleague: first name and last initial ('Sara A.'), in whatever script the name is written. */
export function shortName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase()}.` : firstName.trim();
}

/** The branches an admin-area caller may see: null for an admin (every branch), a staff account's own list. */
export function branchScope(caller: Actor): readonly string[] | null {
  if (caller.type === 'admin') return null;
  if (caller.type === 'staff') return caller.branches;
  throw new ApiError(403, 'staffOnly');
}

/** Whether the caller works at the branch: admins at every one, staff at theirs, customers at none. */
export function worksAtBranch(caller: Actor, branchId: string): boolean {
  if (caller.type === 'admin') return true;
  return caller.type === 'staff' && caller.branches.includes(branchId);
}

/** Refuses, with 403, a caller who does not work at the branch. */
export function assertWorksAtBranch(caller: Actor, branchId: string): void {
  if (!worksAtBranch(caller, branchId)) throw new ApiError(403, 'notYourBranch');
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
