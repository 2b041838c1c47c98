import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type ChangePasswordRequest } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { EmailAddress } from '../../../core/http/input.decorators.js';

export class ChangePasswordBody implements ChangePasswordRequest {
  @ApiProperty({ description: "Must be the session's own e-mail" })
  @EmailAddress()
  email: string;

  @ApiProperty({ description: 'The current password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  newPassword: string;
}
