import { DAY_MINUTES, LATEST_CLOSING, MAX_SPECIAL_RANGE_DAYS, WEEKDAYS, type OpenHours, type SpecialHours, type Weekday, type WeeklyHours } from '@dealer/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsInt, Matches, Max, Min, registerDecorator, ValidateIf, ValidateNested } from 'class-validator';

/** A rule of its own, named so the validation messages can word it in both languages. */
function rule(name: string, validate: (value: unknown, body: object) => boolean, message: (property: string) => string) {
  return (target: object, property: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(property),
      validator: { validate: (value, args) => validate(value, args!.object), defaultMessage: () => message(String(property)) },
    });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export class OpenHoursBody implements OpenHours {
  @ApiProperty({ example: 480, description: 'Minutes after midnight (480 = 08:00)' })
  // Listed bottom first: a value that is no whole number is told so before its range.
  @Min(0)
  @Max(DAY_MINUTES - 1)
  @IsInt()
  opens: number;

  @ApiProperty({ example: 1320, description: `Minutes after midnight; above ${DAY_MINUTES} runs past midnight (1560 = 02:00 next day)` })
  @rule('closesAfterOpens', (closes, body) => typeof closes === 'number' && closes > (body as OpenHours).opens, (p) => `${p} must come after the opening`)
  @Max(LATEST_CLOSING)
  @IsInt()
  closes: number;
}

/** Hours or null (closed); `{opens, closes}` checked field by field. */
const HoursOrNull = (required: boolean) =>
  applyDecorators(
    ValidateIf((_body: object, value: unknown) => value !== null && (required || value !== undefined)),
    rule('openHours', isRecord, (p) => `${p} must be {opens, closes} in minutes after midnight, or null`),
    ValidateNested(),
    Type(() => OpenHoursBody),
  );

/** The seven weekdays, each hours or null (closed); all seven must be sent. */
export class WeeklyHoursBody implements WeeklyHours {
  declare saturday: OpenHours | null;
  declare sunday: OpenHours | null;
  declare monday: OpenHours | null;
  declare tuesday: OpenHours | null;
  declare wednesday: OpenHours | null;
  declare thursday: OpenHours | null;
  declare friday: OpenHours | null;
}
for (const day of WEEKDAYS) {
  const decorate = applyDecorators(ApiProperty({ type: OpenHoursBody, nullable: true }), HoursOrNull(true));
  decorate(WeeklyHoursBody.prototype, day satisfies Weekday);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const DateText = () => applyDecorators(ApiProperty({ example: '2026-03-20' }), IsDateString({ strict: true }), Matches(DATE));

export class SpecialHoursBody implements SpecialHours {
  @DateText()
  from: string;

  @DateText()
  @rule(
    'dateRange',
    (to, body) => typeof to === 'string' && daysBetween((body as SpecialHours).from, to) >= 0 && daysBetween((body as SpecialHours).from, to) < MAX_SPECIAL_RANGE_DAYS,
    (p) => `${p} must be on or after from, the range at most ${MAX_SPECIAL_RANGE_DAYS} days`,
  )
  to: string;

  @ApiProperty({ type: OpenHoursBody, nullable: true, description: 'null: closed over the range' })
  @HoursOrNull(true)
  hours: OpenHours | null;
}

/** A week object with at least one open day. */
export const WeekInput = () =>
  applyDecorators(
    ApiPropertyOptional({ type: WeeklyHoursBody, description: 'Hours per weekday in minutes after midnight; null: closed that day' }),
    ValidateIf((_body: object, value: unknown) => value !== undefined),
    rule('openWeek', (week) => isRecord(week) && WEEKDAYS.some((day) => isRecord(week[day])), (p) => `${p} must open at least one day`),
    ValidateNested(),
    Type(() => WeeklyHoursBody),
  );

/** Ramadan hours: left out (from the texts), null (the usual hours) or hours. */
export const RamadanInput = () =>
  applyDecorators(ApiPropertyOptional({ type: OpenHoursBody, nullable: true, description: 'null: the usual hours' }), HoursOrNull(false));
