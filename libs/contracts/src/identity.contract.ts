import type { Lang } from './i18n.js';

export const CUSTOMER_TYPES = ['admin', 'staff', 'customer'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/**
 * Whether an account works in the admin area: admins everywhere, staff at their branches
 * (the server scopes every staff route to `branches`).
 */
export function worksInAdminArea(type: CustomerType): boolean {
  return type === 'admin' || type === 'staff';
}

/** Who recorded an event: a customer, an admin, or the server itself; the timelines name each. */
export type ActorRole = CustomerType | 'system';

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bounds keep hashing cheap and rows small; they are far above any real value. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Every answer that only reports an outcome. */
export interface MessageResponse {
  message: string;
}

/** Error answers: `message` is for a person; `errors` names the fields at fault. */
export interface ErrorResponse {
  statusCode: number;
  message: string;
  errors?: { field: string; message: string }[];
}

/** POST /api/customers/ */
export interface RegisterCustomerRequest {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  /** Language of the customer's mails; defaults to the request's language. */
  lang?: Lang;
}

/** POST /api/customers/login/ */
export interface LoginRequest {
  email: string;
  password: string;
}

/** The spec's login answer. `customer` is absent when the credentials are wrong. */
export interface LoginCustomer {
  email: string;
  firstName: string;
  type: CustomerType;
  verified: boolean;
}
export interface LoginResponse {
  customer?: LoginCustomer;
  message: string;
}

/** GET /api/customers/me: the session's customer. */
export interface SessionCustomer {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  type: CustomerType;
  /** The branch ids a staff account works at; empty otherwise. */
  branches: string[];
  verified: boolean;
  lang: Lang;
}

/**
 * GET /api/customers/session: who is logged in, always answered 200 so a visitor's page does not
 * log a failed request on every visit; customer is null for anonymous callers.
 */
export interface SessionProbeResponse {
  customer: SessionCustomer | null;
}

/** PATCH /api/customers/me */
export interface UpdatePreferencesRequest {
  lang: Lang;
}

/**
 * PUT /api/customers/{userId}. With `token` (and verified true) it verifies the e-mail; the spec's
 * empty fields may be present and are ignored. From an admin it updates the customer; an empty
 * password leaves the password unchanged.
 */
export interface UpdateCustomerRequest {
  token?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  password?: string;
  type?: CustomerType | '';
  /**
   * The location ids a staff account works at: required (at least one) when `type` is 'staff', and
   * changeable on an existing staff account; setting another type clears them.
   */
  branches?: string[];
  verified?: boolean;
}

/** A row of GET /api/customers/ (admin). Never carries a password or hash. */
export interface CustomerRow {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  type: CustomerType;
  /** The branch ids a staff account works at; empty for admins (every branch) and customers. */
  branches: string[];
  verified: boolean;
  lang: Lang;
  createdAt: string;
}
export interface CustomerListResponse {
  customers: CustomerRow[];
}

/** POST /api/customers/forgotpassword/email (the spec also sends an empty password). */
export interface ForgotPasswordEmailRequest {
  email: string;
  password?: string;
}

/** POST /api/customers/forgotpassword/ */
export interface ResetPasswordRequest {
  email: string;
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/customers/changepassword/ */
export interface ChangePasswordRequest {
  email: string;
  password: string;
  newPassword: string;
}

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'error';
  info?: Record<string, { status: string }>;
  error?: Record<string, { status: string; message?: string }>;
}

/** GET /api/site: public configuration the pages need. */
export interface SiteConfigResponse {
  brandName: string;
  /** The brand as one lowercase word: the about page lives at /why{brandSlug}services. */
  brandSlug: string;
  phoneNumber: string;
  email: string;
  b2bUrl: string;
  whatsappNumber: string;
  social: { facebook: string; instagram: string; x: string; youtube: string; linkedin: string };
}

/** Query parameters of the verification and reset links sent by mail. */
export const VERIFY_LINK_PATH = '/login';
export const RESET_LINK_PATH = '/forgotpassword';
