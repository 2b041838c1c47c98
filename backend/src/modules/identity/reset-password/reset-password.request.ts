import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type ResetPasswordRequest } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { EmailAddress } from '../../../core/http/input.decorators.js';

export class ResetPasswordBody implements ResetPasswordRequest {
  @ApiProperty()
  @EmailAddress()
  email: string;

  @ApiProperty({ description: 'The token of the mailed link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  newPassword: string;

  @ApiProperty()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  confirmPassword: string;
}
