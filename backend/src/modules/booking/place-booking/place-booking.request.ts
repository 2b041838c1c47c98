import { WAITING_STATUSES, type PlaceBookingRequest, type WaitingStatus } from '@dealer/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/http/input.decorators.js';
import { RequiredText } from '../../catalog/index.js';

/** The spec's client sends one service as a string or several as an array. */
const AsList = () => Transform(({ value }) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value));

export class PlaceBookingBody implements PlaceBookingRequest {
  @ApiPropertyOptional({ description: "Ignored: the session's customer books" })
  @IsOptional() @IsString() @MaxLength(254) email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(30) phoneNumber?: string;

  @RequiredText(80, 'Toyota') vehicleType: string;
  @RequiredText(20, '2022') model: string;
  @RequiredText(80, 'Automatic') transmission: string;

  @ApiProperty({ enum: WAITING_STATUSES })
  @IsIn(WAITING_STATUSES)
  waitingStatus: WaitingStatus;

  @ApiProperty({ type: [String], example: ['A/C Gas Refill'] })
  @AsList()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(120, { each: true })
  serviceDetails: string[];

  @RequiredText(120, 'Riyadh - Al Olaya') branchName: string;

  @ApiProperty({ example: '2026-11-22', description: 'YYYY-MM-DD (MM/DD/YYYY accepted)' })
  @Trim() @IsString() @IsNotEmpty() @MaxLength(10)
  bookingDate: string;

  @ApiProperty({ example: '01:00 PM' })
  @Trim() @IsString() @IsNotEmpty() @MaxLength(8)
  bookingTime: string;

  @ApiPropertyOptional({ description: 'The chosen price package, if any' })
  @IsOptional() @Trim() @IsString() @MaxLength(120)
  offer?: string;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() isListed?: boolean;
}
