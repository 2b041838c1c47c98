import { HttpException, Logger, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ApiError, InvalidInputError, type FieldProblem } from './api-error.js';

const logger = new Logger('Validation');

/**
 * When a field breaks several rules, the most basic one is the one worth telling: "must be a whole
 * number" for "6", not "must be at most 1000".
 */
const FIRST_TOLD = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isBoolean', 'isInt', 'isNumber', 'isArray', 'isObject', 'isIn'];
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
  return new RefusingValidationPipe({
    expectedType,
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new InvalidInputError(flatten(errors)),
  });
}

/**
 * A validator that throws on a value it was not written for has still not accepted it: the caller
 * gets 400, and the log keeps the validator's failure to be fixed.
 */
class RefusingValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      logger.warn({ msg: 'a validator threw', type: metadata.metatype?.name, error: error instanceof Error ? error.stack : String(error) });
      throw new ApiError(400, 'invalidInput');
    }
  }
}
