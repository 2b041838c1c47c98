import type { ReservationRow, ReserveSlotRequest, SpecMessageKey } from '@dealer/contracts';

/** The Reserved Slots form; an empty _id means a new reservation (the spec's create mode). */
export interface ReservationFormValues extends ReserveSlotRequest {
  _id: string;
}

export const EMPTY_RESERVATION_FORM: ReservationFormValues = {
  _id: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  branchName: '',
  bookingDate: '',
  bookingTime: '',
};

export function formFromReservation(row: ReservationRow): ReservationFormValues {
  const { _id, firstName, lastName, email, phoneNumber, branchName, bookingDate, bookingTime } = row;
  return { _id, firstName, lastName, email, phoneNumber, branchName, bookingDate, bookingTime };
}

/** Every field is needed to reserve a slot for someone; otherwise the spec's mandatory-fields toast. */
export function validateReservationForm(values: ReservationFormValues): Extract<SpecMessageKey, 'fillMandatory'> | null {
  const { _id: _ignored, ...fields } = values;
  return Object.values(fields).every((value) => value.trim() !== '') ? null : 'fillMandatory';
}

export function toReserveSlotRequest(values: ReservationFormValues): ReserveSlotRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    branchName: values.branchName,
    bookingDate: values.bookingDate,
    bookingTime: values.bookingTime,
  };
}
