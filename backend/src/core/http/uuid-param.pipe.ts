import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { InvalidInputError } from './api-error.js';

/** Route ids are UUIDs; anything else is a 400 naming the parameter, not a database error. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (isUUID(value)) return value.toLowerCase();
    throw new InvalidInputError([{ field: metadata.data ?? 'id', constraint: 'isUuid', detail: 'not a UUID' }]);
  }
}
