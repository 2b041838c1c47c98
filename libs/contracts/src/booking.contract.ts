import type { OpenHours } from './branch-hours.js';
import { bilingualTable } from './i18n.js';
import type { ActorRole } from './identity.contract.js';

export const WAITING_STATUSES = ['Dropping Off Vehicle', 'Waiting'] as const;
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

/** A booking's lifecycle; the last three are final. 'arrived' is checked in: the car is at the branch. */
export const BOOKING_STATUSES = ['booked', 'confirmed', 'arrived', 'completed', 'no_show', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** When a move is allowed: before the appointment's start (Riyadh), or once it has come. */
export type MoveTiming = 'beforeStart' | 'afterStart';

/**
 * Where a booking may move from each status, and when; the server's decider judges by it and the
 * admin screens offer only these. A branch confirms or cancels before the appointment, and records
 * what happened (arrived, completed, no-show) once its time has come. A customer may only cancel.
 */
export const BOOKING_MOVES: Record<BookingStatus, Partial<Record<BookingStatus, MoveTiming>>> = {
  booked: { confirmed: 'beforeStart', cancelled: 'beforeStart', arrived: 'afterStart', completed: 'afterStart', no_show: 'afterStart' },
  confirmed: { cancelled: 'beforeStart', arrived: 'afterStart', completed: 'afterStart', no_show: 'afterStart' },
  arrived: { completed: 'afterStart' },
  completed: {},
  no_show: {},
  cancelled: {},
};

/** The statuses a booking may move to from `from`, at `now`, for an appointment starting at `startsAt`. */
export function allowedMoves(from: BookingStatus, startsAt: Date | string, now: Date): BookingStatus[] {
  const started = new Date(startsAt).getTime() <= now.getTime();
  return (Object.entries(BOOKING_MOVES[from]) as [BookingStatus, MoveTiming][])
    .filter(([, timing]) => (timing === 'afterStart') === started)
    .map(([to]) => to);
}

/** Booked and confirmed bookings are still open: they hold their slot and can change. */
export const OPEN_BOOKING_STATUSES: readonly BookingStatus[] = ['booked', 'confirmed'];

/** Whether a booking is open; 'none' is a booking not placed yet. */
export function isOpenBooking(status: BookingStatus | 'none'): boolean {
  return (OPEN_BOOKING_STATUSES as readonly string[]).includes(status);
}

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

/**
 * GET /api/bookings (admins; staff see their branches): the desk's filters, all optional. `date` is
 * `today` (Riyadh's today on the server) or YYYY-MM-DD; `branch` a branch id or name; `status` one status.
 */
export interface BookingDeskQuery {
  date?: string;
  branch?: string;
  status?: string;
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
  /** How long the work takes: its services' durations summed (the slots it holds cover this, rounded up). */
  durationMinutes: number;
}

/**
 * POST /api/bookings/{id}/reschedule: the new date and time, and optionally new services (which
 * change the job's length, and so the slots it needs). Absent services keep the booking's own.
 */
export interface RescheduleBookingRequest {
  bookingDate: string;
  bookingTime: string;
  serviceDetails?: string[];
}

/**
 * The job a GET /api/availability (and /days, /stream) question is about: services by id, comma
 * separated, or a length in minutes. Neither: one slot, as before durations.
 */
export interface AvailabilityJobQuery {
  services?: string;
  minutes?: string;
}

/** The most service ids one availability query may name (`services=`). */
export const AVAILABILITY_MAX_SERVICES = 10;

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

/** A reserved slot (spec: managed time slot): a booking's, an admin's, or a place held for a waitlist's first in line. */
export interface ReservationRow extends ReserveSlotRequest {
  _id: string;
  source: 'booking' | 'admin' | 'hold';
  bookingId: string | null;
  createdAt: string;
}

/**
 * GET /api/availability: the slots of a branch on a Riyadh date that can still start, already filtered
 * for now; a full slot is listed with `free: 0` so the form can show it as full.
 */
export interface AvailableSlot {
  timeSlot: string;
  slotIndex: number;
  minuteOfDay: number;
  /**
   * Bays still free for the job asked about: for a job of several slots, the fewest free over the
   * slots it covers. Starts where the job would run past closing are not listed.
   */
  free: number;
}

/** Why a day of GET /api/availability/days cannot be booked. */
export const DAY_UNAVAILABLE_REASONS = ['closed', 'past', 'beyondHorizon', 'full'] as const;
export type DayUnavailableReason = (typeof DAY_UNAVAILABLE_REASONS)[number];

/** The longest range GET /api/availability/days answers, in days (two months of a calendar). */
export const AVAILABLE_DAYS_MAX_RANGE = 62;

/** GET /api/availability/days: one Riyadh date of a branch's calendar, judged at the server's now. */
export interface AvailableDay {
  date: string;
  /** The branch takes bookings that day: a working day, not a closed date, within the horizon, not past. */
  open: boolean;
  /** Start times that still have a place. */
  free: number;
  /** Null when the day can be booked; otherwise why not. */
  reason: DayUnavailableReason | null;
  /**
   * The date's own shift and the rule that gave it (regular, Ramadan or special hours); null when the
   * branch does not work that date. `closes` above 1440 runs past midnight.
   */
  hours: (OpenHours & { kind: 'regular' | 'ramadan' | 'special' }) | null;
}

/** The header that carries a booking's manage token (from the link in its mails) instead of a session. */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';

/** GET /api/bookings/{id}: one booking as its page shows it. */
export interface BookingView extends BookingRow {
  /** The instant the appointment starts (ISO), from the Riyadh date and time. */
  startsAt: string;
  branchId: string;
  /** The catalog's Arabic names recorded when booked; '' where there were none. */
  branchNameAr: string;
  vehicleTypeAr: string;
  transmissionAr: string;
  /** One per service, in the order of `serviceDetails`. */
  serviceDetailsAr: string[];
  /** The branch as the catalog has it now; absent when the branch was removed since. */
  branch?: BookingBranchContact;
}

export interface BookingBranchContact {
  address: string;
  addressAr: string;
  phoneNumber: string;
  latitude: number;
  longitude: number;
}

export interface BookingEventRow {
  type: string;
  data: Record<string, unknown>;
  recordedAt: string;
  actorRole?: ActorRole;
  /**
   * Who at the dealer did it, as a desk names a colleague: first name and last initial ('Sara A.').
   * Only on admin and staff lines, and absent when the account is gone: the line is then worded by role.
   */
  actorName?: string;
}

/** A status as the server's messages name it (the admin screens hold their own labels). */
export const BOOKING_STATUS_NAMES = bilingualTable<BookingStatus>({
  booked: ['booked', 'محجوز'],
  confirmed: ['confirmed', 'مؤكد'],
  arrived: ['arrived', 'وصل'],
  completed: ['completed', 'مكتمل'],
  no_show: ['a no-show', 'لم يحضر'],
  cancelled: ['cancelled', 'ملغى'],
});

/** Why a slot cannot be reserved or a booking changed; answered 409 (or 400) with these texts. */
export const BOOKING_MESSAGES = bilingualTable({
  booked: ['Your booking has been placed Successfully', 'تم تسجيل حجزك بنجاح'],
  cancelled: ['Your booking has been cancelled', 'تم إلغاء حجزك'],
  rescheduled: ['Your booking has been rescheduled', 'تم تغيير موعد حجزك'],
  statusChanged: ['The booking status has been updated', 'تم تحديث حالة الحجز'],
  reserved: ['The slot has been reserved', 'تم حجز الفترة'],
  reservationUpdated: ['The reservation has been updated', 'تم تحديث الحجز'],
  reservationReleased: ['The reservation has been removed', 'تم إلغاء حجز الفترة'],
  slotFull: ['Sorry, this time slot has just been booked. Please choose another time.', 'عذراً، تم حجز هذه الفترة للتو. يرجى اختيار وقت آخر.'],
  waitingFull: ['No more waiting customers can be taken in this slot. Please choose drop-off or another time.', 'لا يمكن استقبال مزيد من العملاء المنتظرين في هذه الفترة. يرجى اختيار ترك المركبة أو وقت آخر.'],
  branchClosed: ['The branch is closed on this day. Please choose another date.', 'الفرع مغلق في هذا اليوم. يرجى اختيار تاريخ آخر.'],
  outsideHours: ['The branch is not open at this time. Please choose another time.', 'الفرع غير مفتوح في هذا الوقت. يرجى اختيار وقت آخر.'],
  pastClosing: ['The work would run past the branch\'s closing time. Please choose an earlier time or another day.', 'سيتجاوز العمل وقت إغلاق الفرع. يرجى اختيار وقت أبكر أو يوم آخر.'],
  slotPast: ['This time has already passed. Please choose a later time.', 'هذا الوقت قد مضى. يرجى اختيار وقت لاحق.'],
  beyondHorizon: ['Bookings can be made up to {days} days ahead. Please choose an earlier date.', 'يمكن الحجز حتى {days} يوماً مقدماً. يرجى اختيار تاريخ أقرب.'],
  unknownBranch: ['Please choose one of our branches', 'يرجى اختيار أحد فروعنا'],
  /** {name}: the service name as sent. */
  unknownService: ['We do not offer "{name}". Please choose services from our list.', 'لا نقدم خدمة "{name}". يرجى اختيار الخدمات من قائمتنا.'],
  unknownSlot: ['Please choose one of the offered time slots', 'يرجى اختيار إحدى الفترات المتاحة'],
  badDate: ['The booking date must be a date like 2026-11-22', 'يجب أن يكون تاريخ الحجز بالشكل 2026-11-22'],
  badDayFilter: ['"date" must be "today" or a date like 2026-11-22', 'يجب أن يكون "date" إما "today" أو تاريخاً بالشكل 2026-11-22'],
  badStatusFilter: ['"status" must be one of booked, confirmed, arrived, completed, no_show or cancelled', 'يجب أن يكون "status" إحدى القيم booked أو confirmed أو arrived أو completed أو no_show أو cancelled'],
  badFrom: ['"from" must be a date like 2026-11-22', 'يجب أن يكون "from" تاريخاً بالشكل 2026-11-22'],
  badTo: ['"to" must be a date like 2026-11-22', 'يجب أن يكون "to" تاريخاً بالشكل 2026-11-22'],
  rangeBackwards: ['"to" must be on or after "from"', 'يجب ألا يسبق "to" التاريخ "from"'],
  /** {max}: AVAILABLE_DAYS_MAX_RANGE. */
  rangeTooLong: ['Ask for at most {max} days at a time: choose a "to" closer to "from"', 'اطلب {max} يوماً على الأكثر في المرة الواحدة: اختر "to" أقرب إلى "from"'],
  /** {max}: AVAILABILITY_MAX_SERVICES. */
  tooManyServices: ['"services" may name at most {max} services', 'يمكن أن يحدد "services" عدد {max} خدمات على الأكثر'],
  unknownServices: ['"services" must be ids of our services, separated by commas', 'يجب أن يحتوي "services" على معرّفات خدماتنا مفصولة بفواصل'],
  badMinutes: ['"minutes" must be a whole number from 1 to 720', 'يجب أن يكون "minutes" عدداً صحيحاً من 1 إلى 720'],
  servicesOrMinutes: ['Give either "services" or "minutes", not both', 'حدد "services" أو "minutes" وليس كليهما'],
  bookingNotFound: ['Booking not found', 'الحجز غير موجود'],
  reservationNotFound: ['Reservation not found', 'الحجز غير موجود'],
  notChangeable: ['This booking can no longer be changed', 'لم يعد من الممكن تعديل هذا الحجز'],
  statusNotAllowed: ['The booking cannot move to this status', 'لا يمكن نقل الحجز إلى هذه الحالة'],
  /** {status}: the status asked for, from BOOKING_STATUS_NAMES. */
  statusTooEarly: ['This booking can be marked {status} once its appointment time has come.', 'يمكن تحديد هذا الحجز كـ"{status}" عند حلول موعده.'],
  /** {status}: the status asked for, from BOOKING_STATUS_NAMES. */
  statusTooLate: ['This booking can no longer be {status}: its appointment time has passed.', 'لم يعد من الممكن جعل هذا الحجز "{status}": لقد مضى موعده.'],
  sameSlot: ['The booking is already at this time', 'الحجز في هذا الموعد بالفعل'],
  alreadyCancelled: ['This booking has already been cancelled', 'تم إلغاء هذا الحجز بالفعل'],
  /** {limit}: BOOKING_OPEN_LIMIT. */
  openBookingsLimit: ['You already have {limit} upcoming bookings. Please cancel one, or wait until one has taken place, before booking again.', 'لديك بالفعل {limit} حجوزات قادمة. يرجى إلغاء أحدها أو الانتظار حتى يحين موعد أحدها قبل الحجز مرة أخرى.'],
  slotAlreadyYours: ['You already have a booking at this date and time. Please choose another time.', 'لديك حجز بالفعل في هذا التاريخ والوقت. يرجى اختيار وقت آخر.'],
  manageLinkInvalid: ['This booking link has expired or is no longer valid. Please log in to see your bookings.', 'انتهت صلاحية رابط الحجز هذا أو لم يعد صالحاً. يرجى تسجيل الدخول لعرض حجوزاتك.'],
  /** Sent with tryAgainIn's sentence. */
  tooManyBookings: ['You have sent many bookings in a short time.', 'أرسلت طلبات حجز كثيرة في وقت قصير.'],
});
