import { byIp, byIpAndEmail, type RateLimitPolicy } from '../../core/rate-limit/rate-limit.policy.js';

const MINUTE = 60;

export const LOGIN_LIMITS: RateLimitPolicy[] = [
  { name: 'login-account', points: 10, durationSeconds: 15 * MINUTE, key: byIpAndEmail },
  { name: 'login-ip', points: 60, durationSeconds: 15 * MINUTE, key: byIp },
];

export const REGISTER_LIMITS: RateLimitPolicy[] = [
  { name: 'register-ip', points: 10, durationSeconds: 60 * MINUTE, key: byIp },
];

export const RESET_REQUEST_LIMITS: RateLimitPolicy[] = [
  { name: 'reset-request-account', points: 5, durationSeconds: 60 * MINUTE, key: byIpAndEmail },
  { name: 'reset-request-ip', points: 20, durationSeconds: 60 * MINUTE, key: byIp },
];

export const RESET_LIMITS: RateLimitPolicy[] = [
  { name: 'reset-ip', points: 20, durationSeconds: 60 * MINUTE, key: byIp },
];
