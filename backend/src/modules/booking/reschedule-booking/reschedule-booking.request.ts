import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/http/input.decorators.js';

export class RescheduleBody {
  @ApiProperty({ example: '2026-11-23' }) @Trim() @IsString() @IsNotEmpty() @MaxLength(10) bookingDate: string;
  @ApiProperty({ example: '09:00 AM' }) @Trim() @IsString() @IsNotEmpty() @MaxLength(8) bookingTime: string;
}
