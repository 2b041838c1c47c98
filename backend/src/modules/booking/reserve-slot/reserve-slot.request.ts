import type { ReserveSlotRequest } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail, Trim } from '../../../core/http/input.decorators.js';
import { RequiredText } from '../../catalog/index.js';

/** A phone or walk-in customer an admin books into a slot (spec: managed time slot). */
export class ReserveSlotBody implements ReserveSlotRequest {
  @RequiredText(100, 'Khalid') firstName: string;
  @RequiredText(100, 'Al-Dossary') lastName: string;

  @ApiProperty({ example: 'khalid@example.com' })
  @NormalizeEmail() @IsString() @MaxLength(254) @IsEmail()
  email: string;

  @RequiredText(30, '0551234567') phoneNumber: string;
  @RequiredText(120, 'Riyadh - Al Olaya') branchName: string;

  @ApiProperty({ example: '2026-11-22' }) @Trim() @IsString() @IsNotEmpty() @MaxLength(10) bookingDate: string;
  @ApiProperty({ example: '01:00 PM' }) @Trim() @IsString() @IsNotEmpty() @MaxLength(8) bookingTime: string;
}
