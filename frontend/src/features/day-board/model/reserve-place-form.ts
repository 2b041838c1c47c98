import type { ReserveSlotRequest } from '@dealer/contracts';
import { textProblem, type FieldProblems } from '../../../lib/field-problems';

/** Who the place is reserved for; the branch, day and time come from the free place chosen. */
export interface ReservePlaceValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

export type ReservePlaceField = keyof ReservePlaceValues;

export const RESERVE_PLACE_FIELDS: readonly ReservePlaceField[] = ['firstName', 'lastName', 'phoneNumber', 'email'];

export const EMPTY_RESERVE_PLACE: ReservePlaceValues = { firstName: '', lastName: '', phoneNumber: '', email: '' };

/**
 * Every field is needed, as in Reserved Slots. A phone or walk-in customer may give a landline, so the
 * number is only required, not held to the mobile shape; the e-mail must look like one.
 */
export function reservePlaceProblems(values: ReservePlaceValues): FieldProblems<ReservePlaceField> {
  const problems: FieldProblems<ReservePlaceField> = {};
  for (const field of ['firstName', 'lastName', 'phoneNumber'] as const) {
    const problem = textProblem(values[field]);
    if (problem) problems[field] = problem;
  }
  const email = textProblem(values.email, 'email');
  if (email) problems.email = email;
  return problems;
}

export function toReservePlaceRequest(values: ReservePlaceValues, place: { branchName: string; date: string; timeSlot: string }): ReserveSlotRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    email: values.email.trim(),
    branchName: place.branchName,
    bookingDate: place.date,
    bookingTime: place.timeSlot,
  };
}
