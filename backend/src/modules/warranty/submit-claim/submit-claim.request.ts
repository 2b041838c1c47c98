import { CLAIM_FIELD_MAX, CLAIM_TEXT_MAX, type SubmitClaimRequest } from '@dealer/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine, Trim } from '../../../core/http/input.decorators.js';
import { RequiredParagraph, RequiredText } from '../../catalog/index.js';

/** A field of one line the form may leave out (the spec asks for 'NA'); trimmed and bounded when sent. */
function OptionalText(maxLength = CLAIM_FIELD_MAX) {
  return applyDecorators(ApiPropertyOptional({ maxLength }), IsOptional(), Trim(), IsString(), MaxLength(maxLength), SingleLine());
}

/** The dropdowns' placeholders ('Select Vehicle Name') are no choice: they count as a missing value. */
const NotPlaceholder = (placeholder: string) => Transform(({ value }) => (typeof value === 'string' && value.trim() === placeholder ? '' : value));

/** The spec's claim form. Mandatory fields follow spec section 5; dates are checked by the handler. */
export class SubmitClaimBody implements SubmitClaimRequest {
  @RequiredText(CLAIM_FIELD_MAX, 'Olaya Auto Parts') companyName: string;
  @RequiredText(CLAIM_FIELD_MAX, 'King Fahd Road') street: string;
  @RequiredText(CLAIM_FIELD_MAX, 'Riyadh 12211') cityStateZip: string;
  @RequiredText(CLAIM_FIELD_MAX, '0551234567') phoneNumber: string;
  @OptionalText() homeOwnerName?: string;
  @OptionalText() homeOwnerStreet?: string;
  @OptionalText() homeOwnerCityStateZip?: string;
  @OptionalText() homeOwnerPhoneNumber?: string;
  @RequiredText(CLAIM_FIELD_MAX, 'INV-1001') salesOrderOrInvoiceNumber: string;
  @RequiredText(10, '2025-06-01') originalUnitInstallDate: string;
  @RequiredText(10, '2026-04-20') failedDate: string;
  @OptionalText() manufacturer?: string;
  @OptionalText() unitModelNumber?: string;
  @OptionalText() unitSerialNumber?: string;
  @OptionalText() unitPartNumber?: string;
  @NotPlaceholder('Select Vehicle Name') @RequiredText(CLAIM_FIELD_MAX, 'Toyota') vehicleName: string;
  @NotPlaceholder('Select Vehicle Model') @RequiredText(CLAIM_FIELD_MAX, '2022') vehicleModel: string;
  @RequiredParagraph(CLAIM_TEXT_MAX, 'The compressor stopped cooling') failureReason: string;
  @OptionalText() newPartNumber?: string;
  @OptionalText() newPartName?: string;
  @OptionalText() newSerialNumber?: string;
  @OptionalText() newPartInvoiceNumber?: string;
  @RequiredParagraph(CLAIM_TEXT_MAX, 'Installed at the Olaya branch') message: string;

  @ApiPropertyOptional({ description: 'Photo of the original e-invoice: data:image/png;base64,... (PNG, JPEG or WebP, at most 5 MB)' })
  @IsOptional() @IsString()
  invoiceImage?: string;

  @ApiProperty({ required: false, description: "Ignored: the claim is filed under the session's e-mail" })
  @IsOptional() @IsString() @MaxLength(254)
  email?: string;
}
