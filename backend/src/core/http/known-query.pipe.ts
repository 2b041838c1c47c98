import { type PipeTransform } from '@nestjs/common';
import { InvalidInputError, type FieldProblem } from './api-error.js';

/**
 * The query of a route whose parameters are read by name: a parameter it does not know (a typing
 * mistake, `status[]=...`) or one given twice is refused with 400 naming it, rather than ignored,
 * which would answer the unfiltered list as if the filter had been applied.
 */
export class KnownQuery implements PipeTransform<Record<string, unknown> | undefined, Record<string, unknown>> {
  constructor(private readonly names: readonly string[]) {}

  transform(query: Record<string, unknown> | undefined): Record<string, unknown> {
    const problems: FieldProblem[] = [];
    for (const [name, value] of Object.entries(query ?? {})) {
      if (!this.names.includes(name)) problems.push({ field: name, constraint: 'knownQuery', detail: `${name} is not a parameter of this address` });
      else if (Array.isArray(value)) problems.push({ field: name, constraint: 'singleValue', detail: `${name} is given more than once` });
    }
    if (problems.length > 0) throw new InvalidInputError(problems);
    return query ?? {};
  }
}
