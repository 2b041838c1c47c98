import { CUSTOMER_TYPES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type CustomerType, type UpdateCustomerRequest } from '@dealer/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { EmailAddress, IsSaudiMobile, NormalizePhone, Optional, SingleLine, Trim } from '../../../core/http/input.decorators.js';

/** Far above any real staff member's branches; it keeps a request (and the session's row) small. */
const STAFF_BRANCHES_MAX = 100;

/** An empty string means "not given": the spec's verification call sends every field empty. Null is refused. */
const given = (field: keyof UpdateCustomerBody) => ValidateIf((body: UpdateCustomerBody) => body[field] !== undefined && body[field] !== '');

export class UpdateCustomerBody implements UpdateCustomerRequest {
  @ApiPropertyOptional({ description: 'The token of a verification link; with it the call verifies the e-mail' })
  @Optional()
  @IsString()
  @MaxLength(100)
  token?: string;

  @ApiPropertyOptional()
  @given('firstName')
  @Trim()
  @IsString()
  @MaxLength(NAME_MAX_LENGTH)
  @SingleLine()
  firstName?: string;

  @ApiPropertyOptional()
  @given('lastName')
  @Trim()
  @IsString()
  @MaxLength(NAME_MAX_LENGTH)
  @SingleLine()
  lastName?: string;

  @ApiPropertyOptional()
  @given('email')
  @EmailAddress()
  email?: string;

  @ApiPropertyOptional()
  @given('phoneNumber')
  @NormalizePhone()
  @IsString()
  @IsSaudiMobile()
  phoneNumber?: string;

  @ApiPropertyOptional({ description: 'A new password; empty keeps the current one' })
  @given('password')
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password?: string;

  @ApiPropertyOptional({ enum: [...CUSTOMER_TYPES, ''] })
  @Optional()
  @IsIn([...CUSTOMER_TYPES, ''])
  type?: CustomerType | '';

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: STAFF_BRANCHES_MAX,
    description: "Location ids a branch staff account works at (GET /api/locations/): at least one with type 'staff'; left out, a staff account keeps its own",
  })
  @Optional()
  @IsUUID('all', { each: true })
  @ArrayUnique()
  @ArrayMaxSize(STAFF_BRANCHES_MAX)
  // Checked first (validators run from the property up): a text is not a list, whatever else it is.
  @IsArray()
  branches?: string[];

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  verified?: boolean;
}
