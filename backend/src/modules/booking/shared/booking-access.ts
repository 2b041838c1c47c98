import { BOOKING_MESSAGES } from '@dealer/contracts';
import { ApiError } from '../../../core/http/api-error.js';
import { assertWorksAtBranch, type Actor } from '../../identity/index.js';

/**
 * Whether the caller may see and act on a booking: its customer, an admin, or staff of its branch.
 * Another customer's booking answers like a missing one (its existence is not theirs to know); staff
 * work in the admin area and are told plainly that the branch is not theirs (403).
 */
export function checkBookingAccess(caller: Actor, booking: { customerId: string; branchId: string }): void {
  if (caller.type === 'admin' || booking.customerId === caller.id) return;
  if (caller.type === 'staff') return assertWorksAtBranch(caller, booking.branchId);
  throw new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
}
