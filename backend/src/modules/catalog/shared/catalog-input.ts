import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/http/input.decorators.js';

/** A required line of text: trimmed, not empty, bounded. */
export function RequiredText(maxLength = 200, example?: string) {
  return applyDecorators(ApiProperty({ example, maxLength }), Trim(), IsString(), IsNotEmpty(), MaxLength(maxLength));
}
