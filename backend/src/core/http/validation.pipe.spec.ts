import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, Min, registerDecorator, ValidateNested } from 'class-validator';
import { ApiError, InvalidInputError } from './api-error.js';
import { createValidationPipe } from './validation.pipe.js';

/** A rule that throws on what it was not written for, as class-validator's decimal check did on 5e-323. */
function ThrowsOnNumbers() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'throwsOnNumbers',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => {
          if (typeof value === 'number') throw new TypeError("Cannot read properties of undefined (reading 'length')");
          return typeof value === 'string';
        },
      },
    });
}

class Body {
  @ThrowsOnNumbers()
  price: unknown;
}

describe('the validation pipe', () => {
  const pipe = createValidationPipe(Body);
  const metadata = { type: 'body', metatype: Body } as const;

  it('refuses with 400 when a validator throws', async () => {
    const refusal = await pipe.transform({ price: 5 }, metadata).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).getStatus()).toBe(400);
  });

  it('keeps its ordinary refusals and acceptances', async () => {
    await expect(pipe.transform({ price: 'x', extra: 1 }, metadata)).rejects.toBeInstanceOf(InvalidInputError);
    await expect(pipe.transform({ price: 'x' }, metadata)).resolves.toEqual({ price: 'x' });
  });
});

class Range {
  @Min(0)
  @IsInt()
  from: number;
}

class Week {
  @IsInt()
  monday: number;
}

class Nested {
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => Range)
  ranges?: Range[];

  @IsOptional()
  @ValidateNested()
  @Type(() => Week)
  week?: Week;
}

describe('objects inside a body', () => {
  const pipe = createValidationPipe(Nested);
  const metadata = { type: 'body', metatype: Nested } as const;
  const refused = async (body: object) => {
    const error = await pipe.transform(body, metadata).then(() => null, (e: unknown) => e);
    if (!(error instanceof InvalidInputError)) throw new Error(`accepted ${JSON.stringify(body)}`);
    return error.problems.map((p) => `${p.field}:${p.constraint}`);
  };

  it('names the row of a list that is not an object', async () => {
    expect(await refused({ ranges: [{ from: 1 }, 1] })).toEqual(['ranges.1:nestedValidation']);
  });

  it('names the field, not an item of it, where one object is expected and a list came', async () => {
    expect(await refused({ week: [1, 2] })).toEqual(['week:nestedValidation']);
    expect(await refused({ week: 5 })).toEqual(['week:nestedValidation']);
  });

  it('refuses a list inside a list of objects, at its row, however deep, rather than taking it as the list', async () => {
    expect(await refused({ ranges: [[1]] })).toEqual(['ranges.0:nestedValidation']);
    expect(await refused({ ranges: [{ from: 1 }, [{ from: 2 }]] })).toEqual(['ranges.1:nestedValidation']);
    expect(await refused({ ranges: [[[{ from: 2 }]]] })).toEqual(['ranges.0:nestedValidation']);
    await expect(pipe.transform({ ranges: [{ from: 1 }], week: { monday: 2 } }, metadata)).resolves.toBeInstanceOf(Nested);
  });

  it('passes a query, an object without a prototype, as it came', async () => {
    const query = Object.assign(Object.create(null) as object, { date: 'today' });
    await expect(createValidationPipe().transform(query, { type: 'query' })).resolves.toBe(query);
  });

  it('tells one problem a field, the most basic first', async () => {
    expect(await refused({ ranges: [{ from: 'x' }] })).toEqual(['ranges.0.from:isInt']);
    expect(await refused({ ranges: [{ from: -1, extra: 1 }] })).toEqual(expect.arrayContaining(['ranges.0.from:min', 'ranges.0.extra:whitelistValidation']));
  });
});
