import type { Bilingual } from './i18n.js';

export const WAITING_STATUSES = ['Dropping Off Vehicle', 'Waiting'] as const;
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

/** A booking's lifecycle; the last three are final. */
export const BOOKING_STATUSES = ['booked', 'confirmed', 'completed', 'no_show', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** POST /api/bookings/ (spec section 7). The customer comes from the session. */
export interface PlaceBookingRequest {
  email?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  vehicleType: string;
  model: string;
  transmission: string;
  waitingStatus: WaitingStatus;
  /** The chosen services; the spec's client sends an array of names (a single name is accepted). */
  serviceDetails: string[] | string;
  branchName: string;
  /** YYYY-MM-DD (MM/DD/YYYY accepted). */
  bookingDate: string;
  /** A slot label such as '01:00 PM'. */
  bookingTime: string;
  offer?: string;
  isListed?: boolean;
}

export interface PlaceBookingResponse {
  message: string;
  _id: string;
}

/** A row of the booking lists (customer history, admin Booking History). */
export interface BookingRow {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  vehicleType: string;
  model: string;
  transmission: string;
  waitingStatus: WaitingStatus;
  serviceDetails: string[];
  branchName: string;
  bookingDate: string;
  bookingTime: string;
  offer: string;
  isListed: boolean;
  status: BookingStatus;
  createdAt: string;
}

/** A reserved slot (spec: managed time slot), from a booking or reserved by an admin. */
export interface ReservationRow {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  branchName: string;
  bookingDate: string;
  bookingTime: string;
  source: 'booking' | 'admin';
  bookingId: string | null;
  createdAt: string;
}

/** POST /api/managetimeslots/ and PUT /api/managetimeslots/{id} (admin reservations). */
export interface ReserveSlotRequest {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  branchName: string;
  bookingDate: string;
  bookingTime: string;
}

/** GET /api/availability: the free slots of a branch on a Riyadh date, already filtered for now. */
export interface AvailableSlot {
  timeSlot: string;
  slotIndex: number;
  minuteOfDay: number;
  /** Bays still free in this slot. */
  free: number;
}

export interface BookingEventRow {
  type: string;
  data: Record<string, unknown>;
  recordedAt: string;
  actorRole?: string;
}

/** Why a slot cannot be reserved or a booking changed; answered 409 (or 400) with these texts. */
export const BOOKING_MESSAGES = {
  booked: { en: 'Your booking has been placed Successfully', ar: 'تم تسجيل حجزك بنجاح' },
  cancelled: { en: 'Your booking has been cancelled', ar: 'تم إلغاء حجزك' },
  rescheduled: { en: 'Your booking has been rescheduled', ar: 'تم تغيير موعد حجزك' },
  statusChanged: { en: 'The booking status has been updated', ar: 'تم تحديث حالة الحجز' },
  reserved: { en: 'The slot has been reserved', ar: 'تم حجز الفترة' },
  reservationUpdated: { en: 'The reservation has been updated', ar: 'تم تحديث الحجز' },
  reservationReleased: { en: 'The reservation has been removed', ar: 'تم إلغاء حجز الفترة' },
  slotFull: {
    en: 'Sorry, this time slot has just been booked. Please choose another time.',
    ar: 'عذراً، تم حجز هذه الفترة للتو. يرجى اختيار وقت آخر.',
  },
  waitingFull: {
    en: 'No more waiting customers can be taken in this slot. Please choose drop-off or another time.',
    ar: 'لا يمكن استقبال مزيد من العملاء المنتظرين في هذه الفترة. يرجى اختيار ترك المركبة أو وقت آخر.',
  },
  branchClosed: { en: 'The branch is closed on this day. Please choose another date.', ar: 'الفرع مغلق في هذا اليوم. يرجى اختيار تاريخ آخر.' },
  slotPast: { en: 'This time has already passed. Please choose a later time.', ar: 'هذا الوقت قد مضى. يرجى اختيار وقت لاحق.' },
  beyondHorizon: {
    en: 'Bookings can be made up to {days} days ahead. Please choose an earlier date.',
    ar: 'يمكن الحجز حتى {days} يوماً مقدماً. يرجى اختيار تاريخ أقرب.',
  },
  unknownBranch: { en: 'Please choose one of our branches', ar: 'يرجى اختيار أحد فروعنا' },
  unknownSlot: { en: 'Please choose one of the offered time slots', ar: 'يرجى اختيار إحدى الفترات المتاحة' },
  badDate: { en: 'The booking date must be a date like 2026-11-22', ar: 'يجب أن يكون تاريخ الحجز بالشكل 2026-11-22' },
  bookingNotFound: { en: 'Booking not found', ar: 'الحجز غير موجود' },
  reservationNotFound: { en: 'Reservation not found', ar: 'الحجز غير موجود' },
  notChangeable: { en: 'This booking can no longer be changed', ar: 'لم يعد من الممكن تعديل هذا الحجز' },
  statusNotAllowed: { en: 'The booking cannot move to this status', ar: 'لا يمكن نقل الحجز إلى هذه الحالة' },
  sameSlot: { en: 'The booking is already at this time', ar: 'الحجز في هذا الموعد بالفعل' },
  alreadyCancelled: { en: 'This booking has already been cancelled', ar: 'تم إلغاء هذا الحجز بالفعل' },
  /** {limit}: BOOKING_OPEN_LIMIT. */
  openBookingsLimit: {
    en: 'You already have {limit} upcoming bookings. Please cancel one, or wait until one has taken place, before booking again.',
    ar: 'لديك بالفعل {limit} حجوزات قادمة. يرجى إلغاء أحدها أو الانتظار حتى يحين موعد أحدها قبل الحجز مرة أخرى.',
  },
  slotAlreadyYours: {
    en: 'You already have a booking at this date and time. Please choose another time.',
    ar: 'لديك حجز بالفعل في هذا التاريخ والوقت. يرجى اختيار وقت آخر.',
  },
  tooManyBookings: {
    en: 'You have sent many bookings in a short time. Please wait a while and try again.',
    ar: 'أرسلت طلبات حجز كثيرة في وقت قصير. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  },
} as const satisfies Record<string, Bilingual>;
