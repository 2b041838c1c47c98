import { PASSWORD_MAX_LENGTH, type ForgotPasswordEmailRequest } from '@dealer/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailAddress } from '../../../core/http/input.decorators.js';

export class RequestPasswordResetBody implements ForgotPasswordEmailRequest {
  @ApiProperty()
  @EmailAddress()
  email: string;

  @ApiPropertyOptional({ description: 'Sent empty by the original client; ignored' })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password?: string;
}
