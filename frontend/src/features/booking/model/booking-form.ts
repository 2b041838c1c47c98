import type { FieldProblems } from '../../../lib/field-problems';
import { WAITING_STATUSES, type PlaceBookingRequest, type WaitingStatus } from '@dealer/contracts';

/**
 * The home booking form. An empty text stands for the spec's placeholder choice ('All Makes',
 * 'Year Model', 'All Models', 'Select Branch', 'Select Preferred'), which never counts as chosen.
 */
export interface BookingFormValues {
  vehicleType: string;
  model: string;
  transmission: string;
  branchName: string;
  serviceDetails: string[];
  waitingStatus: WaitingStatus | '';
  bookingDate: string;
  bookingTime: string;
  /** The chosen price package's service name, or ''. */
  offer: string;
}

export type BookingField = Exclude<keyof BookingFormValues, 'offer'>;

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  vehicleType: '',
  model: '',
  transmission: '',
  branchName: '',
  serviceDetails: [],
  waitingStatus: '',
  bookingDate: '',
  bookingTime: '',
  offer: '',
};

/** The mandatory fields in the order they appear on the form (spec section 5). */
export const MANDATORY_BOOKING_FIELDS: readonly BookingField[] = [
  'vehicleType',
  'model',
  'transmission',
  'branchName',
  'serviceDetails',
  'waitingStatus',
  'bookingDate',
  'bookingTime',
];

function isFilled(values: BookingFormValues, field: BookingField): boolean {
  const value = values[field];
  if (Array.isArray(value)) return value.some((item) => item.trim() !== '');
  if (field === 'waitingStatus') return (WAITING_STATUSES as readonly string[]).includes(value);
  return value.trim() !== '';
}

export function missingBookingFields(values: BookingFormValues): BookingField[] {
  return MANDATORY_BOOKING_FIELDS.filter((field) => !isFilled(values, field));
}

/** The fields in the order the form shows them: focus goes to the first one to fix. */
export const BOOKING_FORM_ORDER: readonly BookingField[] = [
  'vehicleType',
  'model',
  'transmission',
  'waitingStatus',
  'branchName',
  'bookingDate',
  'bookingTime',
  'serviceDetails',
];

/** Every field of the booking form is chosen, not typed: what is missing is asked for as a choice. */
export function bookingProblems(values: BookingFormValues): FieldProblems<BookingField> {
  return Object.fromEntries(missingBookingFields(values).map((field) => [field, 'choose'])) as FieldProblems<BookingField>;
}

/** A price package's services added to those already ticked, each once, keeping the order of choice. */
export function withPackageServices(selected: readonly string[], services: readonly string[]): string[] {
  return [...selected, ...services.filter((service) => !selected.includes(service))];
}

/**
 * The body of POST /api/bookings/. The customer (e-mail, names, phone) comes from the session on the
 * server, so none of it is sent. Call only with a form that passed validation.
 */
export function toPlaceBookingRequest(values: BookingFormValues): PlaceBookingRequest {
  if (values.waitingStatus === '') throw new Error('toPlaceBookingRequest needs a validated form');
  return {
    vehicleType: values.vehicleType.trim(),
    model: values.model.trim(),
    transmission: values.transmission.trim(),
    waitingStatus: values.waitingStatus,
    serviceDetails: values.serviceDetails.map((service) => service.trim()).filter((service) => service !== ''),
    branchName: values.branchName.trim(),
    bookingDate: values.bookingDate,
    bookingTime: values.bookingTime,
    offer: values.offer.trim(),
    isListed: true,
  };
}
