import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type LoginRequest } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../../core/http/input.decorators.js';

export class LoginBody implements LoginRequest {
  @ApiProperty({ example: 'customer@demo.sa' })
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}
