import type { RescheduleBookingRequest } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/http/input.decorators.js';
import { OptionalServiceList } from '../shared/service-list.input.js';

export class RescheduleBody implements RescheduleBookingRequest {
  @ApiProperty({ example: '2026-11-23' }) @Trim() @IsString() @IsNotEmpty() @MaxLength(10) bookingDate: string;
  @ApiProperty({ example: '09:00 AM' }) @Trim() @IsString() @IsNotEmpty() @MaxLength(8) bookingTime: string;
  @OptionalServiceList("New services, which change the job's length; absent: the booking's own")
  serviceDetails?: string[];
}
