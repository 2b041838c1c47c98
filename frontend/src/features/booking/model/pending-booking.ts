import { WAITING_STATUSES } from '@dealer/contracts';
import type { BookingFormValues } from './booking-form';

/** localStorage key of the booking a logged-out visitor filled in (spec: a temporary booking). */
export const PENDING_BOOKING_KEY = 'pendingBooking';

export interface PendingBooking {
  values: BookingFormValues;
  /** Kept with the copy so a resubmission after a lost answer is recognised by the server. */
  idempotencyKey: string;
  savedAt: string;
}

/** The subset of Storage used here, so tests can pass a plain object. */
export type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const text = (value: unknown): value is string => typeof value === 'string';

function readValues(raw: unknown): BookingFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const source = raw as Record<string, unknown>;
  const fields = ['vehicleType', 'model', 'transmission', 'branchName', 'bookingDate', 'bookingTime', 'offer'] as const;
  if (!fields.every((field) => text(source[field]))) return null;
  const services = source.serviceDetails;
  if (!Array.isArray(services) || !services.every(text)) return null;
  const waiting = source.waitingStatus;
  const waitingStatus = (WAITING_STATUSES as readonly unknown[]).includes(waiting) ? (waiting as BookingFormValues['waitingStatus']) : '';
  return {
    vehicleType: source.vehicleType as string,
    model: source.model as string,
    transmission: source.transmission as string,
    branchName: source.branchName as string,
    serviceDetails: services,
    waitingStatus,
    bookingDate: source.bookingDate as string,
    bookingTime: source.bookingTime as string,
    offer: source.offer as string,
  };
}

export function savePendingBooking(storage: PendingStorage, pending: PendingBooking): void {
  storage.setItem(PENDING_BOOKING_KEY, JSON.stringify(pending));
}

/** The saved booking, if there is a readable one; anything else is treated as none. */
export function readPendingBooking(storage: PendingStorage): PendingBooking | null {
  const stored = storage.getItem(PENDING_BOOKING_KEY);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, idempotencyKey, savedAt } = parsed as Record<string, unknown>;
    const form = readValues(values);
    if (!form || !text(idempotencyKey) || idempotencyKey === '') return null;
    return { values: form, idempotencyKey, savedAt: text(savedAt) ? savedAt : '' };
  } catch {
    return null;
  }
}

/**
 * Reads and removes the saved booking in one step, before anything is posted: a second tab, a
 * re-render or a double-mounted effect then finds nothing, so the booking is submitted once.
 */
export function takePendingBooking(storage: PendingStorage): PendingBooking | null {
  const pending = readPendingBooking(storage);
  storage.removeItem(PENDING_BOOKING_KEY);
  return pending;
}

/** localStorage when the browser allows it; a store that keeps nothing otherwise. */
export function browserPendingStorage(): PendingStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/** A random key for one submission attempt (v4 UUID), also outside secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
