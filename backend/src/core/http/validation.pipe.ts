import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { InvalidInputError, type FieldProblem } from './api-error.js';

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, detail]) => ({ field, constraint, detail }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Bodies are checked against their DTO: unknown fields, wrong types and missing fields are refused
 * with 400 and a message per field; nothing is converted implicitly.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    exceptionFactory: (errors) => new InvalidInputError(flatten(errors)),
  });
}
