import { CLOCK_TIME_PATTERN, DEFAULT_WORKING_DAYS, MAX_SPECIAL_HOURS, WEEKDAYS, type Bilingual, type LocationInput, type LocationRow, type OpenHours, type SpecialHours, type Weekday, type WeeklyHours } from '@dealer/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDateString, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { EmailAddress, MatchedText, OptionalText, RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { entityStore } from '../shared/entity-store.js';
import { deleteBranch } from './branch-deletion.store.js';
import { RamadanInput, SpecialHoursBody, WeekInput } from './hours-body.js';
import { locationHours } from './location-hours.js';

@Entity('locations')
export class LocationEntity extends CatalogEntity {
  @Column({ name: 'branch_name', type: 'text' }) branchName: string;
  @Column({ name: 'branch_name_ar', type: 'text' }) branchNameAr: string;
  @Column({ type: 'text' }) email: string;
  @Column({ name: 'phone_number', type: 'text' }) phoneNumber: string;
  @Column({ type: 'text' }) address: string;
  @Column({ name: 'address_ar', type: 'text' }) addressAr: string;
  @Column({ name: 'post_code', type: 'text' }) postCode: string;
  @Column({ name: 'opening_saturday', type: 'text' }) openingSaturday: string;
  @Column({ name: 'till_thursday', type: 'text' }) tillThursday: string;
  @Column({ type: 'double precision' }) latitude: number;
  @Column({ type: 'double precision' }) longitude: number;
  @Column({ type: 'int' }) capacity: number;
  @Column({ name: 'waiting_limit', type: 'int', nullable: true }) waitingLimit: number | null;
  @Column({ name: 'working_days', type: 'text', array: true }) workingDays: Weekday[];
  /** pg returns date[] as 'YYYY-MM-DD' strings. */
  @Column({ name: 'closed_dates', type: 'date', array: true }) closedDates: string[];
  @Column({ name: 'ramadan_opening', type: 'text', nullable: true }) ramadanOpening: string | null;
  @Column({ name: 'ramadan_closing', type: 'text', nullable: true }) ramadanClosing: string | null;
  /** The structured hours the text fields above are derived from (see BranchHours in contracts). */
  @Column({ name: 'weekly_hours', type: 'jsonb' }) weeklyHours: WeeklyHours;
  @Column({ name: 'ramadan_hours', type: 'jsonb', nullable: true }) ramadanHours: OpenHours | null;
  @Column({ name: 'special_hours', type: 'jsonb' }) specialHours: SpecialHours[];
}

const CLOCK_MESSAGE = ({ property }: { property: string }) => `${property} must look like 08:00-AM`;

/** The spec's text time, which a body with structured `weeklyHours` may leave out (it is derived then). */
const TextTimeUnlessWeek = (example: string) =>
  applyDecorators(
    ValidateIf((b: LocationBody, value: unknown) => b.weeklyHours === undefined || value !== undefined),
    MatchedText(CLOCK_TIME_PATTERN, CLOCK_MESSAGE, example),
  );

/** The spec's form sends post codes from a number input; both forms are accepted and kept as text. */
const NumberAsText = () => Transform(({ value }) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value));

export class LocationBody implements LocationInput {
  @RequiredText(120, 'Riyadh - Al Olaya')
  branchName: string;

  @OptionalText(120, 'الرياض - العليا')
  branchNameAr?: string;

  @EmailAddress('olaya.riyadh@autocare.example')
  email: string;

  @MatchedText(/^\+?\d[\d\s-]{6,19}$/, 'phoneNumber must be a phone number of digits, spaces and dashes', '+966 11 462 0000')
  phoneNumber: string;

  @RequiredText(300, 'King Fahd Road, Al Olaya District, Riyadh')
  address: string;

  @OptionalText(300, 'طريق الملك فهد، حي العليا، الرياض')
  addressAr?: string;

  @ApiProperty({ example: '12214' })
  @NumberAsText()
  @IsString()
  @Matches(/^\d{5}$/, { message: 'postCode must be five digits' })
  postCode: string;

  @TextTimeUnlessWeek('08:00-AM')
  openingSaturday?: string;

  @TextTimeUnlessWeek('10:00-PM')
  tillThursday?: string;

  @ApiProperty({ example: 24.6917 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  latitude: number;

  @ApiProperty({ example: 46.6853 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  longitude: number;

  @ApiPropertyOptional({ example: 2, description: 'Bays: bookings one slot can take', default: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  capacity?: number;

  @ApiPropertyOptional({ example: 1, description: "Most 'Waiting' customers per slot; null or absent: no limit" })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(50)
  waitingLimit?: number | null;

  @ApiPropertyOptional({ enum: WEEKDAYS, isArray: true, default: DEFAULT_WORKING_DAYS })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsIn(WEEKDAYS, { each: true })
  workingDays?: Weekday[];

  @ApiPropertyOptional({ example: ['2026-09-23'], description: 'Closed dates, YYYY-MM-DD' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(366)
  @IsDateString({ strict: true }, { each: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { each: true, message: 'closedDates must be dates like 2026-09-23' })
  closedDates?: string[];

  @ApiPropertyOptional({ example: '08:00-PM' })
  @ValidateIf((b: LocationBody) => b.ramadanOpening != null || b.ramadanClosing != null)
  @IsString()
  @Matches(CLOCK_TIME_PATTERN, { message: CLOCK_MESSAGE })
  ramadanOpening?: string | null;

  @ApiPropertyOptional({ example: '02:00-AM' })
  @ValidateIf((b: LocationBody) => b.ramadanOpening != null || b.ramadanClosing != null)
  @IsString()
  @Matches(CLOCK_TIME_PATTERN, { message: CLOCK_MESSAGE })
  ramadanClosing?: string | null;

  @WeekInput()
  weeklyHours?: WeeklyHours;

  @RamadanInput()
  ramadanHours?: OpenHours | null;

  @ApiPropertyOptional({ type: SpecialHoursBody, isArray: true, description: 'Hours for date ranges; left out on update, the stored ones stay' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SPECIAL_HOURS)
  @ValidateNested({ each: true })
  @Type(() => SpecialHoursBody)
  specialHours?: SpecialHours[];
}

/** Saudi Arabia's bounding box: a branch outside it is probably a typo, but not forbidden. */
export function coordinateWarnings(latitude: number, longitude: number): Bilingual[] {
  const inside = latitude >= 16 && latitude <= 32.2 && longitude >= 34.5 && longitude <= 55.7;
  return inside
    ? []
    : [{ en: 'The coordinates are outside Saudi Arabia: please check latitude and longitude', ar: 'الإحداثيات خارج المملكة العربية السعودية: يرجى التحقق من خطي العرض والطول' }];
}

const locationTable = entityStore<LocationEntity, LocationBody, LocationRow>({
  entity: LocationEntity,
  order: { branchName: 'ASC' },
  fields: ['branchName', 'email', 'phoneNumber', 'address', 'postCode', 'latitude', 'longitude', 'capacity', 'waitingLimit'],
  optionalTexts: ['branchNameAr', 'addressAr'],
  toRow: (e) => ({
    workingDays: WEEKDAYS.filter((d) => e.workingDays.includes(d)),
    closedDates: [...e.closedDates].sort(),
    openingSaturday: e.openingSaturday,
    tillThursday: e.tillThursday,
    ramadanOpening: e.ramadanOpening,
    ramadanClosing: e.ramadanClosing,
    weeklyHours: e.weeklyHours,
    ramadanHours: e.ramadanHours,
    specialHours: e.specialHours,
  }),
  // What the form may leave out gets the branch's defaults; special hours left out stay as stored
  // (the column's default on create), so the spec's client, which knows none, loses nothing.
  toEntity: (i) => ({
    capacity: i.capacity ?? 1,
    waitingLimit: i.waitingLimit ?? null,
    closedDates: [...new Set(i.closedDates ?? [])],
    ...locationHours(i),
    ...(i.specialHours ? { specialHours: i.specialHours.map(({ from, to, hours }) => ({ from, to, hours: hours && { opens: hours.opens, closes: hours.closes } })) } : {}),
  }),
});

export const LOCATIONS: CrudResource<LocationBody, LocationRow> = {
  resource: 'locations',
  body: LocationBody,
  // A delete first checks what still depends on the branch (branch-deletion.store.ts).
  store: (db) => ({ ...locationTable(db), delete: (id) => deleteBranch(db, id) }),
  warnings: (i) => coordinateWarnings(i.latitude, i.longitude),
  summaries: {
    delete:
      'Delete a branch (admin). 409, saying what is left, while it has upcoming bookings that are not cancelled, reserved slots or waitlist entries, or is the only branch of a staff member; staff who work at other branches too lose it',
  },
};

