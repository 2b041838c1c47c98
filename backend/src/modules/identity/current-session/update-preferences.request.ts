import { LANGS, type Lang, type UpdatePreferencesRequest } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class UpdatePreferencesBody implements UpdatePreferencesRequest {
  @ApiProperty({ enum: LANGS })
  @IsIn(LANGS)
  lang: Lang;
}
