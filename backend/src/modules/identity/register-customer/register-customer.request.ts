import { LANGS, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Lang, type RegisterCustomerRequest } from '@dealer/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { EmailAddress, IsSaudiMobile, NormalizePhone, SingleLine, Trim } from '../../../core/http/input.decorators.js';

export class RegisterCustomerBody implements RegisterCustomerRequest {
  @ApiProperty({ example: 'Sara' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  @SingleLine()
  firstName: string;

  @ApiProperty({ example: 'Al-Qahtani' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  @SingleLine()
  lastName: string;

  @ApiProperty({ example: 'sara@example.com' })
  @EmailAddress()
  email: string;

  @ApiProperty({ example: '0551234567', description: '05XXXXXXXX or +9665XXXXXXXX' })
  @NormalizePhone()
  @IsString()
  @IsSaudiMobile()
  phoneNumber: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiPropertyOptional({ enum: LANGS })
  @IsOptional()
  @IsIn(LANGS)
  lang?: Lang;
}
