import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/dealer');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.usesDevSessionSecret).toBe(true);
  });

  it('reads and converts values', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', PUBLIC_URL: 'https://cars.example/', BRAND_NAME: 'Cool Air' });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.publicUrl).toBe('https://cars.example');
    expect(config.brandSlug).toBe('coolair');
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x/y' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('requires a real session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).not.toThrow();
  });

  it('reads the abuse limits, with defaults, and refuses a limit below one', () => {
    expect(loadConfig({})).toMatchObject({ BOOKING_OPEN_LIMIT: 3, BOOKINGS_PER_HOUR: 10, CLAIMS_PER_HOUR: 5 });
    expect(loadConfig({ BOOKING_OPEN_LIMIT: '5', BOOKINGS_PER_HOUR: '100', CLAIMS_PER_HOUR: '2' })).toMatchObject({ BOOKING_OPEN_LIMIT: 5, BOOKINGS_PER_HOUR: 100, CLAIMS_PER_HOUR: 2 });
    expect(() => loadConfig({ BOOKING_OPEN_LIMIT: '0', CLAIMS_PER_HOUR: 'many' })).toThrow(/BOOKING_OPEN_LIMIT[\s\S]*CLAIMS_PER_HOUR/);
    expect(loadConfig({}).WAITLIST_HOLD_MINUTES).toBe(15);
    expect(loadConfig({ WAITLIST_HOLD_MINUTES: '0.1' }).WAITLIST_HOLD_MINUTES).toBe(0.1);
    expect(() => loadConfig({ WAITLIST_HOLD_MINUTES: 'soon' })).toThrow(/WAITLIST_HOLD_MINUTES/);
    expect(() => loadConfig({ WAITLIST_HOLD_MINUTES: '0' })).toThrow(/WAITLIST_HOLD_MINUTES/);
  });

  it('wants the admin e-mail and password together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/together/);
  });
});
