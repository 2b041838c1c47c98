import { describe, expect, it } from '@jest/globals';
import { InvalidInputError } from './api-error.js';
import { KnownQuery } from './known-query.pipe.js';

const refusal = (pipe: KnownQuery, query: Record<string, unknown>) => {
  try {
    pipe.transform(query);
  } catch (error) {
    if (error instanceof InvalidInputError) return error.problems.map((p) => `${p.field}:${p.constraint}`);
  }
  throw new Error('accepted');
};

describe('the parameters a route knows', () => {
  it('takes none on a route that knows none, and refuses any, naming it', () => {
    expect(new KnownQuery([]).transform(undefined)).toEqual({});
    expect(new KnownQuery([]).transform({})).toEqual({});
    expect(refusal(new KnownQuery([]), { foo: 'bar', lang: 'ar' })).toEqual(['foo:knownQuery', 'lang:knownQuery']);
  });

  it('refuses a known parameter given twice', () => {
    expect(refusal(new KnownQuery(['date']), { date: ['a', 'b'] })).toEqual(['date:singleValue']);
    expect(new KnownQuery(['date']).transform({ date: 'today' })).toEqual({ date: 'today' });
  });
});
