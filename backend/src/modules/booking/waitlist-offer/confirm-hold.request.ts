import type { ConfirmWaitlistOfferRequest } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ConfirmHoldBody implements ConfirmWaitlistOfferRequest {
  @ApiProperty({ description: "The token of the offer mail's link" })
  @IsString() @IsNotEmpty() @MaxLength(200)
  token: string;
}
