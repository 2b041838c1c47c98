import { WAITING_STATUSES, type PlaceBookingRequest, type WaitingStatus } from '@dealer/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine, Trim } from '../../../core/http/input.decorators.js';
import { RequiredText } from '../../catalog/index.js';
import { ServiceList } from '../shared/service-list.input.js';

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

  @ServiceList()
  serviceDetails: string[];

  @RequiredText(120, 'Riyadh - Al Olaya') branchName: string;

  @ApiProperty({ example: '2026-11-22', description: 'YYYY-MM-DD (MM/DD/YYYY accepted)' })
  @Trim() @IsString() @IsNotEmpty() @MaxLength(10)
  bookingDate: string;

  @ApiProperty({ example: '01:00 PM' })
  @Trim() @IsString() @IsNotEmpty() @MaxLength(8)
  bookingTime: string;

  @ApiPropertyOptional({ description: 'The chosen price package, if any' })
  @IsOptional() @Trim() @IsString() @MaxLength(120) @SingleLine()
  offer?: string;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() isListed?: boolean;
}
