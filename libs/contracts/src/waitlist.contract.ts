import type { PlaceBookingRequest } from './booking.contract.js';
import { formatSlotTime } from './formatting.js';
import { bilingualTable, type Lang } from './i18n.js';

/**
 * The waitlist: when the wanted time is full, a customer waits for a place at a branch on a day within a
 * window of start times. When a place that fits frees up, the first in line whose window and job length
 * fit gets a hold: the place reserved for them for a while, offered by mail with a single-use confirm link.
 */

/** How long a hold keeps its place unless WAITLIST_HOLD_MINUTES says otherwise. */
export const DEFAULT_WAITLIST_HOLD_MINUTES = 15;

/**
 * waiting: in line; offered: a place is held for them until `holdExpiresAt`; booked: they confirmed (see
 * `bookingId`); left: they left the line; lapsed: an offer expired unanswered (they leave the line: a
 * customer who does not answer is not offered again and again).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'left', 'lapsed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * POST /api/waitlist (a logged-in customer): the booking they would place, without its time, and the
 * window of start times they can come at (slot labels such as '09:00 AM', both included).
 */
export interface JoinWaitlistRequest extends Omit<PlaceBookingRequest, 'bookingTime'> {
  windowStart: string;
  windowEnd: string;
}

export interface JoinWaitlistResponse {
  message: string;
  _id: string;
}

/** One entry, as My Account (the customer's own) and the day board (admins, staff of the branch) list it. */
export interface WaitlistEntryRow {
  _id: string;
  branchId: string;
  branchName: string;
  /** YYYY-MM-DD, Riyadh. */
  bookingDate: string;
  windowStart: string;
  windowEnd: string;
  serviceDetails: string[];
  durationMinutes: number;
  vehicleType: string;
  model: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  status: WaitlistStatus;
  /** Place in line among the day's waiting entries (1 = next to be offered); null when not waiting. */
  position: number | null;
  /** While offered: the held start (slot label; once booked, the time booked) and when the hold lapses (ISO instant). */
  heldTime: string | null;
  holdExpiresAt: string | null;
  /** Once booked: the booking made from the hold. */
  bookingId: string | null;
  createdAt: string;
}

/** GET /api/waitlist/mine and GET /api/waitlist?branch={id}&date={yyyy-mm-dd} */
export interface WaitlistListResponse {
  data: WaitlistEntryRow[];
}

/**
 * GET /api/waitlist/offer?token=…: what the mail's link offers, so the page can show it before the
 * customer confirms; POST /api/waitlist/offer/confirm {token} turns the hold into a booking.
 */
export interface WaitlistOfferResponse {
  entry: WaitlistEntryRow;
  /** False once the hold was confirmed, lapsed or the customer left: the page says so. */
  open: boolean;
}

export interface ConfirmWaitlistOfferRequest {
  token: string;
}

export interface ConfirmWaitlistOfferResponse {
  message: string;
  /** The booking made from the hold. */
  _id: string;
}

/** Most entries one customer may have waiting or offered at once, across branches and days. */
export const WAITLIST_ENTRY_LIMIT = 3;

/** The waitlist's answers and refusals, in English and Arabic. */
/**
 * The header the offer page sends its link's token in: an address (and so an access log) never holds
 * it, as the booking's manage token (BOOKING_TOKEN_HEADER).
 */
export const OFFER_TOKEN_HEADER = 'x-offer-token';

export const WAITLIST_MESSAGES = bilingualTable({
  joined: ['You are on the waitlist. We will e-mail you when a place frees up.', 'أنت الآن في قائمة الانتظار. سنراسلك عبر البريد الإلكتروني عند توفر مكان.'],
  left: ['You have left the waitlist', 'لقد غادرت قائمة الانتظار'],
  confirmed: ['Your booking has been placed Successfully', 'تم تسجيل حجزك بنجاح'],
  placeFree: ['A time in this window is still free: please book it instead.', 'لا يزال هناك وقت متاح ضمن هذه الفترة: يرجى حجزه مباشرة.'],
  alreadyWaiting: ['You are already on the waitlist for this branch and day.', 'أنت مسجل بالفعل في قائمة الانتظار لهذا الفرع وهذا اليوم.'],
  /** {limit}: WAITLIST_ENTRY_LIMIT. */
  entryLimit: ['You are already waiting for {limit} places. Please leave one of them before joining again.', 'أنت بالفعل في انتظار {limit} أماكن. يرجى مغادرة أحدها قبل الانضمام مجدداً.'],
  badWindow: ['The window must start at or before its end.', 'يجب أن تبدأ الفترة قبل نهايتها أو عندها.'],
  entryNotFound: ['This waitlist entry is no longer in line.', 'لم يعد هذا الطلب في قائمة الانتظار.'],
  offerInvalid: ['This offer link is not valid or has expired.', 'رابط العرض هذا غير صالح أو انتهت صلاحيته.'],
  offerExpired: ['Sorry, the held place has expired and was offered to the next customer in line.', 'عذراً، انتهت مدة حجز المكان وقُدِّم للعميل التالي في القائمة.'],
  offerGone: ['This offer has already been used or is no longer open.', 'تم استخدام هذا العرض بالفعل أو لم يعد متاحاً.'],
});

/**
 * When a hold lapses, as a Riyadh clock time for the reader ('09:15 AM', '9:15 ص'): Riyadh keeps UTC+3
 * all year. For the offer mail and the pages alike.
 */
export function holdUntilLabel(expiresAt: string, lang: Lang): string {
  const at = new Date(expiresAt);
  return formatSlotTime((at.getUTCHours() * 60 + at.getUTCMinutes() + 180) % 1440, lang);
}
