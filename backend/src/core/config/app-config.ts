import { DEFAULT_WAITLIST_HOLD_MINUTES } from '@dealer/contracts';
import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

/** A whole number from the environment's text, within [min, max]; the checks in the order stacked decorators ran them. */
const WholeNumber = (min: number, max?: number) =>
  applyDecorators(...(max === undefined ? [] : [Max(max)]), Min(min), IsInt(), Transform(({ value }) => Number(value)));

const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

const toBool = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? !['false', '0', 'no', ''].includes(value.toLowerCase()) : value;

/**
 * Everything the processes read from the environment, validated once at boot. A bad value stops the
 * process with a message naming the variable, instead of failing later in a request.
 */
export class AppConfig {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @WholeNumber(0, 65535)
  PORT = 3000;

  @Matches(/^postgres(ql)?:\/\/.+\/[^/?]+/, { message: 'must look like postgres://user@host:5432/database' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/dealer';

  @Matches(/^rediss?:\/\/.+/, { message: 'must look like redis://host:6379' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Every Redis key (rate limits, queues, read models) lives under this prefix. */
  @Matches(/^[A-Za-z0-9_.-]+$/, { message: 'may hold letters, digits, dot, dash and underscore only' })
  REDIS_PREFIX = 'dealer';

  /** Base of the links put in mails. Defaults to http://localhost:PORT. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, { message: 'must be an http(s) URL' })
  PUBLIC_URL?: string = undefined;

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'must look like smtp://user:pass@host:587' })
  SMTP_URL?: string = undefined;

  @IsString()
  MAIL_FROM = 'AutoCare Service Centres <no-reply@autocare.example>';

  /** Where mails go as .eml files when SMTP_URL is not set. */
  @IsString()
  MAIL_OUTBOX_DIR = 'var/outbox';

  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters' })
  SESSION_SECRET = DEV_SESSION_SECRET;

  @IsOptional()
  @IsEmail({}, { message: 'must be an e-mail address' })
  ADMIN_EMAIL?: string = undefined;

  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'must be at least 8 characters' })
  ADMIN_PASSWORD?: string = undefined;

  @Matches(/^[A-Za-z][A-Za-z0-9 &.-]{0,40}$/, { message: 'must be a short brand name starting with a letter' })
  BRAND_NAME = 'AutoCare';

  @Transform(toBool)
  @IsBoolean()
  SEED_DEMO = true;

  /** How many days ahead customers may book: three months, so the next Ramadan's hours can be booked as it nears. */
  @WholeNumber(1, 365)
  BOOKING_HORIZON_DAYS = 90;

  /** Open bookings (booked or confirmed, not yet started) one customer may hold at once. */
  @WholeNumber(1)
  BOOKING_OPEN_LIMIT = 3;

  /**
   * How long a freed place is held for the first in the waitlist's line before it goes to the next.
   * Minutes; a fraction is allowed (0.1 is six seconds), which tests use.
   */
  @Max(24 * 60) @Min(0.05) @IsNumber({ allowNaN: false, allowInfinity: false }) @Transform(({ value }) => Number(value))
  WAITLIST_HOLD_MINUTES = DEFAULT_WAITLIST_HOLD_MINUTES;

  /**
   * Booking and warranty-claim submissions per hour: this many per customer, three times as many per
   * client address (a family or an office shares one).
   */
  @WholeNumber(1)
  BOOKINGS_PER_HOUR = 10;

  @WholeNumber(1)
  CLAIMS_PER_HOUR = 5;

  /** How many megabytes of warranty-claim photos one customer may store in all; beyond, uploads are refused. */
  @WholeNumber(1, 10_000)
  CLAIM_IMAGE_STORAGE_MB = 50;

  /**
   * Whether to believe X-Forwarded-For: set it to true (or the proxy's address) only behind a load
   * balancer, otherwise anyone could pick their own address and dodge rate limits.
   */
  @IsString()
  TRUST_PROXY = 'false';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'log';

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  get publicUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  /** The brand as one lowercase word, used in the about route /why{brandSlug}services. */
  get brandSlug(): string {
    return this.BRAND_NAME.toLowerCase().replace(/[^a-z0-9]/g, '');
  }

  /** Fastify's trustProxy: false, true, or the proxies' addresses (comma-separated). */
  get trustProxy(): boolean | string {
    return this.TRUST_PROXY === 'true' || this.TRUST_PROXY === 'false' ? this.TRUST_PROXY === 'true' : this.TRUST_PROXY;
  }

  get usesDevSessionSecret(): boolean {
    return this.SESSION_SECRET === DEV_SESSION_SECRET;
  }
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // Optional settings are initialised to undefined so that they are own keys here too.
  const known = Object.keys(new AppConfig());
  const given = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => known.includes(key) && value !== undefined && value !== ''),
  );
  const config = plainToInstance(AppConfig, given);
  const problems = validateSync(config).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((text) => `${error.property} ${text.replace(`${error.property} `, '')}`),
  );
  if (config.isProduction && config.usesDevSessionSecret) {
    problems.push('SESSION_SECRET must be set in production (at least 32 random characters)');
  }
  if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}
