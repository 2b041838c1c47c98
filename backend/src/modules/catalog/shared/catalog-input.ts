import { EMAIL_MAX_LENGTH } from '@dealer/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, type ValidationOptions } from 'class-validator';
import { NormalizeEmail, Optional, SingleLine, Trim } from '../../../core/http/input.decorators.js';

/** A required line of text: trimmed, not empty, bounded, on one line. */
export function RequiredText(maxLength = 200, example?: string) {
  return applyDecorators(ApiProperty({ example, maxLength }), Trim(), IsString(), IsNotEmpty(), MaxLength(maxLength), SingleLine());
}

/** Required text of any number of lines (a message, a claim's account of a failure): trimmed, not empty, bounded. */
export function RequiredParagraph(maxLength: number, example: string) {
  return applyDecorators(ApiProperty({ example, maxLength }), Trim(), IsString(), IsNotEmpty(), MaxLength(maxLength));
}

/**
 * A line of text the form may leave empty, such as the Arabic companion of a content field (which takes
 * the English field's bound): trimmed and bounded; left out, it is stored empty (the stores see to that).
 */
export function OptionalText(maxLength: number, example: string) {
  return applyDecorators(ApiPropertyOptional({ example, maxLength, default: '' }), Trim(), Optional(), IsString(), MaxLength(maxLength), SingleLine());
}

/** A trimmed line of text in one form (a year, a clock time...); `message` tells the form. */
export function MatchedText(pattern: RegExp, message: ValidationOptions['message'], example: string, description?: string) {
  return applyDecorators(ApiProperty({ example, description }), Trim(), IsString(), Matches(pattern, { message }));
}

/** An e-mail address, kept lower-case. */
export function EmailAddress(example: string) {
  return applyDecorators(ApiProperty({ example }), NormalizeEmail(), IsString(), MaxLength(EMAIL_MAX_LENGTH), IsEmail());
}

/** An uploaded image as a data URL; the media store decodes and checks it. */
export function ImageUpload(example: 'jpeg' | 'png') {
  return applyDecorators(ApiProperty({ description: `data:image/${example};base64,... (PNG, JPEG or WebP, at most 5 MB)` }), IsString());
}
