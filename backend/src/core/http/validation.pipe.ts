import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { InvalidInputError, type FieldProblem } from './api-error.js';

/** When a field breaks several rules, the most basic one is the one worth telling. */
const FIRST_TOLD = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isBoolean', 'isIn'];
const rank = (constraint: string) => (FIRST_TOLD.includes(constraint) ? FIRST_TOLD.indexOf(constraint) : FIRST_TOLD.length);

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {})
      .map(([constraint, detail]) => ({ field, constraint, detail }))
      .sort((a, b) => rank(a.constraint) - rank(b.constraint))
      .slice(0, 1);
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Bodies are checked against their DTO: unknown fields, wrong types and missing fields are refused
 * with 400 and a message per field; nothing is converted implicitly. Generic controllers, whose
 * parameter types are erased, pass the DTO class as `expectedType`.
 */
export function createValidationPipe(expectedType?: new () => object): ValidationPipe {
  return new ValidationPipe({
    expectedType,
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new InvalidInputError(flatten(errors)),
  });
}
