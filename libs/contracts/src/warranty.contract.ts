import { bilingualTable } from './i18n.js';

/**
 * A claim's review lifecycle: submitted → (information requested ↔ information provided) →
 * under review → approved (with a resolution) or rejected (with a reason) → closed.
 */
export const CLAIM_STATUSES = ['submitted', 'information_requested', 'information_provided', 'under_review', 'approved', 'rejected', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** What an admin may set through POST /api/warrantyclaims/{id}/status. */
export const ADMIN_CLAIM_STATUSES = ['information_requested', 'under_review', 'approved', 'rejected', 'closed'] as const;
export type AdminClaimStatus = (typeof ADMIN_CLAIM_STATUSES)[number];

/**
 * Where an admin may move a claim from each status; the server decides by it and the admin screen
 * offers only these. The customer's answer (information_provided) is not an admin move. A claim
 * waiting for an answer may still be rejected, or a customer who never answers would keep it open.
 */
export const ADMIN_CLAIM_MOVES: Record<ClaimStatus, readonly AdminClaimStatus[]> = {
  submitted: ['information_requested', 'under_review', 'rejected'],
  information_requested: ['rejected'],
  information_provided: ['information_requested', 'under_review', 'rejected'],
  under_review: ['information_requested', 'approved', 'rejected'],
  approved: ['closed'],
  rejected: ['closed'],
  closed: [],
};

export const CLAIM_RESOLUTIONS = ['replaced', 'repaired', 'credited'] as const;
export type ClaimResolution = (typeof CLAIM_RESOLUTIONS)[number];

/** POST /api/warrantyclaims: the spec's fields; the e-mail comes from the session. */
export interface SubmitClaimRequest {
  companyName: string;
  street: string;
  cityStateZip: string;
  phoneNumber: string;
  homeOwnerName?: string;
  homeOwnerStreet?: string;
  homeOwnerCityStateZip?: string;
  homeOwnerPhoneNumber?: string;
  salesOrderOrInvoiceNumber: string;
  /** YYYY-MM-DD */
  originalUnitInstallDate: string;
  /** YYYY-MM-DD, not before the install date nor after today (Riyadh). */
  failedDate: string;
  manufacturer?: string;
  unitModelNumber?: string;
  unitSerialNumber?: string;
  unitPartNumber?: string;
  vehicleName: string;
  vehicleModel: string;
  failureReason: string;
  newPartNumber?: string;
  newPartName?: string;
  newSerialNumber?: string;
  newPartInvoiceNumber?: string;
  message: string;
  /** Optional photo of the original e-invoice, as a data URL (PNG, JPEG or WebP, at most 5 MB). */
  invoiceImage?: string;
  /** Sent by the spec's client; ignored, the session's e-mail is used. */
  email?: string;
}

export interface SubmitClaimResponse {
  message: string;
  _id: string;
  /** Human reference such as WC-2026-000123. */
  reference: string;
}

/** A row of the claim lists (customer history, admin Warranty Claim History). */
export interface ClaimRow extends Required<Omit<SubmitClaimRequest, 'invoiceImage' | 'email'>> {
  _id: string;
  reference: string;
  email: string;
  status: ClaimStatus;
  resolution: ClaimResolution | null;
  /** The URL of the e-invoice photo, or null. */
  invoiceImagePath: string | null;
  /** What the admin asked for, while information is requested. */
  informationRequest: string | null;
  submittedAt: string;
  updatedAt: string;
}

/** POST /api/warrantyclaims/{id}/status (admin). */
export interface ChangeClaimStatusRequest {
  status: AdminClaimStatus;
  /** Required for information_requested (the question) and rejected (the reason). */
  note?: string;
  /** Required with approved. */
  resolution?: ClaimResolution;
}

/** POST /api/warrantyclaims/{id}/information (owner, while information is requested). */
export interface ProvideClaimInformationRequest {
  information: string;
}

export const CLAIM_TEXT_MAX = 2000;
export const CLAIM_FIELD_MAX = 200;

export const WARRANTY_MESSAGES = bilingualTable({
  submitted: ['Your warranty claim {reference} has been submitted Successfully', 'تم تقديم مطالبة الضمان {reference} بنجاح'],
  statusChanged: ['The claim status has been updated', 'تم تحديث حالة المطالبة'],
  informationSent: ['Thank you, your information has been sent', 'شكراً لك، تم إرسال المعلومات'],
  claimNotFound: ['Warranty claim not found', 'مطالبة الضمان غير موجودة'],
  transitionRefused: ['The claim cannot move to this status now', 'لا يمكن نقل المطالبة إلى هذه الحالة الآن'],
  noteRequired: ['Please add a note for the customer', 'يرجى إضافة ملاحظة للعميل'],
  resolutionRequired: ['Please choose a resolution: replaced, repaired or credited', 'يرجى اختيار الحل: استبدال أو إصلاح أو تعويض'],
  badDate: ['Dates must be real dates like 2026-09-23', 'يجب أن تكون التواريخ صحيحة بالشكل 2026-09-23'],
  failedBeforeInstall: ['The failed date cannot be before the install date', 'لا يمكن أن يكون تاريخ العطل قبل تاريخ التركيب'],
  dateInFuture: ['The date cannot be in the future', 'لا يمكن أن يكون التاريخ في المستقبل'],
  informationNotRequested: ['No information has been requested for this claim', 'لم تُطلب أي معلومات لهذه المطالبة'],
  /** Sent with tryAgainIn's sentence. */
  tooManyClaims: ['You have sent many warranty claims in a short time.', 'أرسلت مطالبات ضمان كثيرة في وقت قصير.'],
});

export const isClaimStatus = (value: unknown): value is ClaimStatus => (CLAIM_STATUSES as readonly unknown[]).includes(value);
export const isClaimResolution = (value: unknown): value is ClaimResolution => (CLAIM_RESOLUTIONS as readonly unknown[]).includes(value);
