import { BOOKING_STATUSES, type BookingStatus } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class StatusBody {
  @ApiProperty({ enum: BOOKING_STATUSES }) @IsIn(BOOKING_STATUSES) status: BookingStatus;
}
