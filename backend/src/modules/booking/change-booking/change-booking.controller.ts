import { BOOKING_STATUSES, type BookingStatus, type Lang, type MessageResponse } from '@dealer/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/http/input.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { AdminOnly, Authenticated, CurrentCustomer } from '../../identity/session/auth.guard.js';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';
import { ChangeBookingCommand } from './change-booking.command.js';

export class RescheduleBody {
  @ApiProperty({ example: '2026-11-23' }) @Trim() @IsString() @IsNotEmpty() @MaxLength(10) bookingDate: string;
  @ApiProperty({ example: '09:00 AM' }) @Trim() @IsString() @IsNotEmpty() @MaxLength(8) bookingTime: string;
}

export class StatusBody {
  @ApiProperty({ enum: BOOKING_STATUSES }) @IsIn(BOOKING_STATUSES) status: BookingStatus;
}

@ApiTags('bookings')
@Controller('api/bookings/:id')
export class ChangeBookingController {
  constructor(private readonly commands: CommandBus) {}

  @Post('cancel')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Cancel a booking (owner or admin); the slot is free again' })
  cancel(@Param('id', UuidParamPipe) id: string, @CurrentCustomer() caller: CustomerEntity, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new ChangeBookingCommand(id, { type: 'status', to: 'cancelled' }, caller, lang));
  }

  @Post('reschedule')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Move a booking to another date and time (owner or admin), atomically' })
  reschedule(@Param('id', UuidParamPipe) id: string, @Body() body: RescheduleBody, @CurrentCustomer() caller: CustomerEntity, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new ChangeBookingCommand(id, { type: 'reschedule', ...body }, caller, lang));
  }

  @Post('status')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Confirm, complete, mark a no-show or cancel (admin)' })
  status(@Param('id', UuidParamPipe) id: string, @Body() body: StatusBody, @CurrentCustomer() caller: CustomerEntity, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new ChangeBookingCommand(id, { type: 'status', to: body.status }, caller, lang));
  }
}
