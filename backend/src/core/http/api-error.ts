import { HttpException } from '@nestjs/common';
import type { ApiMessageKey } from '@dealer/contracts';

/**
 * A refusal the person can act on. The message is looked up in the shared catalogue and answered in
 * the request's language by the exception filter.
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly key: ApiMessageKey,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key, status);
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
