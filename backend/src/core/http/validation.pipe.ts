import { HttpException, Logger, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { ApiError, InvalidInputError, type FieldProblem } from './api-error.js';

const logger = new Logger('Validation');

/**
 * When a field breaks several rules, the most basic one is the one worth telling: "must be a whole
 * number" for "6", not "must be at most 1000". A value that is no object where one is expected
 * (nestedValidation) is told last: a rule of the field's own ("must be {opens, closes}...") says more.
 */
const FIRST_TOLD = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isBoolean', 'isInt', 'isNumber', 'isArray', 'isObject', 'isIn'];
const TOLD_LAST = ['nestedValidation'];
const rank = (constraint: string) =>
  FIRST_TOLD.includes(constraint) ? FIRST_TOLD.indexOf(constraint) : FIRST_TOLD.length + 1 + TOLD_LAST.indexOf(constraint);

const isIndex = (part: string | undefined) => part !== undefined && /^\d+$/.test(part);

/**
 * class-validator says a value is no object at the place it looked into: an item of the list it was
 * given (`weeklyHours.0` for `"weeklyHours": [1]`), an item of an item (`specialHours.0.0` for
 * `[[1]]`). The problem is the field that should hold an object: the field itself where one object is
 * expected, the list's item where a list of objects is.
 */
function placeOfNested(field: string, detail: string): string {
  const parts = field.split('.');
  const minimum = detail.startsWith('each value in ') ? 1 : 0;
  const trailing = () => {
    let n = 0;
    while (isIndex(parts[parts.length - 1 - n])) n += 1;
    return n;
  };
  while (trailing() > minimum) parts.pop();
  return parts.join('.');
}

function collect(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, detail]) => ({
      field: constraint === 'nestedValidation' ? placeOfNested(field, detail) : field,
      constraint,
      detail,
    }));
    return [...own, ...collect(error.children ?? [], field)];
  });
}

/** One problem per field, the most basic one, in the order the fields came. */
export function flatten(errors: ValidationError[]): FieldProblem[] {
  const told = new Map<string, FieldProblem>();
  for (const problem of collect(errors)) {
    const before = told.get(problem.field);
    if (!before || rank(problem.constraint) < rank(before.constraint)) told.set(problem.field, problem);
  }
  return [...told.values()];
}

/** The properties a body class validates as nested objects, looked up once per class: every request's body passes here. */
const NESTED_PROPERTIES = new WeakMap<object, string[]>();
function nestedPropertiesOf(type: object): string[] {
  let properties = NESTED_PROPERTIES.get(type);
  if (!properties) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(type as never, '', true, false);
    properties = [...new Set(rules.filter((rule) => rule.type === ValidationTypes.NESTED_VALIDATION).map((rule) => rule.propertyName))];
    NESTED_PROPERTIES.set(type, properties);
  }
  return properties;
}

/**
 * class-validator looks into a list inside a list as into any list, so `"specialHours": [[{...}]]`
 * passes as if it were `[{...}]`, and would be stored so. Where a nested object is expected, a list
 * inside a list is refused as the value it is: not an object.
 */
export function listsInsideLists(value: unknown, path = ''): FieldProblem[] {
  // A query's object has no prototype, so no constructor: nothing was declared of it.
  if (typeof value !== 'object' || value === null || typeof value.constructor !== 'function') return [];
  return nestedPropertiesOf(value.constructor).flatMap((property) => {
    const child = (value as Record<string, unknown>)[property];
    const field = path ? `${path}.${property}` : property;
    if (!Array.isArray(child)) return listsInsideLists(child, field);
    return child.flatMap((item: unknown, index) =>
      Array.isArray(item)
        ? [{ field: `${field}.${index}`, constraint: 'nestedValidation', detail: `each value in nested property ${property} must be an object` }]
        : listsInsideLists(item, `${field}.${index}`),
    );
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
    let accepted: unknown;
    try {
      accepted = await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      logger.warn({ msg: 'a validator threw', type: metadata.metatype?.name, error: error instanceof Error ? error.stack : String(error) });
      throw new ApiError(400, 'invalidInput');
    }
    const problems = listsInsideLists(accepted);
    if (problems.length > 0) throw new InvalidInputError(problems);
    return accepted;
  }
}
