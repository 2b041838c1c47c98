import { HttpException } from '@nestjs/common';
import type { ApiMessageKey, Bilingual } from '@dealer/contracts';

/**
 * A refusal the person can act on: a key of the shared message catalogue, or a text given in both
 * languages. The exception filter answers it in the request's language.
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly key: ApiMessageKey | Bilingual,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof key === 'string' ? key : key.en, status);
  }
}

export interface FieldProblem {
  field: string;
  constraint: string;
  /** class-validator's English text; numbers and lists are read from it. */
  detail: string;
}

/** Input that failed validation; the filter words it in the request's language. */
export class InvalidInputError extends HttpException {
  constructor(readonly problems: FieldProblem[]) {
    super('invalid input', 400);
  }
}
