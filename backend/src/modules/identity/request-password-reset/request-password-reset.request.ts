import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type ForgotPasswordEmailRequest } from '@dealer/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../../core/http/input.decorators.js';

export class RequestPasswordResetBody implements ForgotPasswordEmailRequest {
  @ApiProperty()
  @NormalizeEmail()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail()
  email: string;

  @ApiPropertyOptional({ description: 'Sent empty by the original client; ignored' })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password?: string;
}
