import { describe, expect, it } from '@jest/globals';
import type { FastifyRequest } from 'fastify';
import { loadConfig } from '../config/app-config.js';
import { ADDRESS_FACTOR, byCustomer, perCustomerAndAddress } from './rate-limit.policy.js';

const request = (ip: string, customer?: { id: string }) => ({ ip, customer }) as unknown as FastifyRequest;
const message = { en: 'Too many bookings', ar: 'حجوزات كثيرة' };

describe('perCustomerAndAddress', () => {
  const [perCustomer, perAddress] = perCustomerAndAddress('booking', (config) => config.BOOKINGS_PER_HOUR, message);
  const points = (policy: typeof perCustomer, env: Record<string, string>) => {
    const value = policy!.points;
    return typeof value === 'number' ? value : value(loadConfig(env));
  };

  it('gives each customer the configured hourly budget and each address three times as much', () => {
    expect(points(perCustomer, {})).toBe(10);
    expect(points(perAddress, {})).toBe(10 * ADDRESS_FACTOR);
    expect(points(perCustomer, { BOOKINGS_PER_HOUR: '4' })).toBe(4);
    expect(points(perAddress, { BOOKINGS_PER_HOUR: '4' })).toBe(12);
    expect([perCustomer!.durationSeconds, perAddress!.durationSeconds]).toEqual([3600, 3600]);
    expect([perCustomer!.message, perAddress!.message]).toEqual([message, message]);
  });

  it('counts a logged-in customer by account wherever they are, and the address for everyone behind it', () => {
    expect(perCustomer!.key(request('10.0.0.1', { id: 'c1' }))).toBe(perCustomer!.key(request('10.0.0.2', { id: 'c1' })));
    expect(perCustomer!.key(request('10.0.0.1', { id: 'c1' }))).not.toBe(perCustomer!.key(request('10.0.0.1', { id: 'c2' })));
    expect(perAddress!.key(request('10.0.0.1', { id: 'c1' }))).toBe(perAddress!.key(request('10.0.0.1', { id: 'c2' })));
    expect(new Set([perCustomer!.name, perAddress!.name]).size).toBe(2);
  });

  it('falls back to the address before anyone is logged in', () => {
    expect(byCustomer(request('10.0.0.9'))).toBe('ip:10.0.0.9');
    expect(byCustomer(request('10.0.0.9', { id: '10.0.0.9' }))).not.toBe(byCustomer(request('10.0.0.9')));
  });
});
