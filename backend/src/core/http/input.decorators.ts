import { EMAIL_MAX_LENGTH, normalizeSaudiMobile } from '@dealer/contracts';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A field that may be left out, but not sent as null: class-validator's IsOptional lets null through
 * to the handler (and to NOT NULL columns); here null meets the field's type rule and is refused.
 */
export const Optional = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** Trims strings before validation; other types pass through to be refused by the type checks. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Lower-cases and trims an e-mail before validation. */
export const NormalizeEmail = () => Transform(({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value));

/**
 * An e-mail address field: normalised, then a string of at most EMAIL_MAX_LENGTH shaped like an
 * address. Listed in the order stacked decorators apply (bottom first), so the checks and their
 * messages come out as they did when each field spelled them out.
 */
export const EmailAddress = () => applyDecorators(IsEmail(), MaxLength(EMAIL_MAX_LENGTH), IsString(), NormalizeEmail());

/**
 * Accepts 05XXXXXXXX or +9665XXXXXXXX and turns it into +9665XXXXXXXX. Anything else stays as sent
 * so that IsSaudiMobile can refuse it with a message.
 */
export const NormalizePhone = () =>
  Transform(({ value }) => (typeof value === 'string' ? (normalizeSaudiMobile(value) ?? value) : value));

/** CR, LF, NEL and Unicode's line and paragraph separators. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * A field of one line (a name, a vehicle, a branch, an address line): a line break in it is never
 * typed into its form's input, and text of such fields goes into mail, calendar files and CSV, where
 * one would start a line of its own. Paragraph fields (a message, a claim's story) take them.
 */
export function SingleLine(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'singleLine',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !LINE_BREAK.test(value),
        defaultMessage: () => `${String(propertyName)} must be on one line`,
      },
    });
}

export function IsSaudiMobile(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isSaudiMobile',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && /^\+9665\d{8}$/.test(value),
        defaultMessage: () => `${propertyName} must be a Saudi mobile number`,
      },
    });
}
