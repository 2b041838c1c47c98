import type { JoinWaitlistRequest } from '@dealer/contracts';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/http/input.decorators.js';
import { PlaceBookingBody } from '../place-booking/place-booking.request.js';

/** The booking the customer would place, without its time, and the window of starts they can come at. */
export class JoinWaitlistBody extends OmitType(PlaceBookingBody, ['bookingTime'] as const) implements JoinWaitlistRequest {
  @ApiProperty({ example: '09:00 AM', description: 'The earliest start they can come at (a slot label)' })
  @Trim() @IsString() @IsNotEmpty() @MaxLength(8)
  windowStart: string;

  @ApiProperty({ example: '01:00 PM', description: 'The latest start they can come at (a slot label), at or after windowStart' })
  @Trim() @IsString() @IsNotEmpty() @MaxLength(8)
  windowEnd: string;
}
