import type { ApiError } from '../api-client';
import { placeRefusal, withoutField, type FormRefusal } from '../form-refusal';

/** The reschedule dialog's fields that show a refusal of their own. */
export const RESCHEDULE_FIELDS = ['bookingDate', 'bookingTime', 'serviceDetails'] as const;
export type RescheduleField = (typeof RESCHEDULE_FIELDS)[number];

/**
 * Places a refusal of a reschedule in the dialog. The dialog keeps the booking's waiting choice, so a
 * full waiting area is fixed by another time: it is said at the time. Anything without a field of the
 * dialog (a limit, too many attempts, a booking that can no longer change) goes above its button.
 */
export function placeRescheduleRefusal(error: Pick<ApiError, 'message' | 'fieldErrors'>): FormRefusal<RescheduleField> {
  const fieldErrors = error.fieldErrors?.map((problem) => (problem.field === 'waitingStatus' ? { ...problem, field: 'bookingTime' } : problem));
  return placeRefusal({ message: error.message, fieldErrors }, RESCHEDULE_FIELDS);
}

/** The refusal once the person changed a field; another day also clears the time, and what was said of it. */
export function rescheduleRefusalAfterChange(refusal: FormRefusal<RescheduleField>, field: RescheduleField): FormRefusal<RescheduleField> {
  return withoutField(field === 'bookingDate' ? withoutField(refusal, 'bookingTime') : refusal, field);
}
