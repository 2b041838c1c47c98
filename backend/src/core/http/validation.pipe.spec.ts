import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { registerDecorator } from 'class-validator';
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
