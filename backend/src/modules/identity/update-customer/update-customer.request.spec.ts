import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { InvalidInputError } from '../../../core/http/api-error.js';
import { describeProblem } from '../../../core/http/validation-messages.js';
import { createValidationPipe } from '../../../core/http/validation.pipe.js';
import { UpdateCustomerBody } from './update-customer.request.js';

const pipe = createValidationPipe(UpdateCustomerBody);
const metadata = { type: 'body', metatype: UpdateCustomerBody } as const;
const OLAYA = '3f1c2a10-0000-4000-8000-000000000001';
const MALAZ = '3f1c2a10-0000-4000-8000-000000000002';

/** The fields the pipe refuses, with their rule. */
async function refusals(body: object): Promise<string[]> {
  const error = await pipe.transform(body, metadata).then(() => null, (e: unknown) => e);
  if (!(error instanceof InvalidInputError)) throw new Error(`accepted ${JSON.stringify(body)}`);
  return error.problems.map((p) => `${p.field}:${p.constraint}`);
}

describe("an admin's edit of an account", () => {
  it('accepts branch staff with their branches, and the spec form without any', async () => {
    await expect(pipe.transform({ type: 'staff', branches: [OLAYA, MALAZ] }, metadata)).resolves.toMatchObject({ type: 'staff', branches: [OLAYA, MALAZ] });
    await expect(pipe.transform({ firstName: 'Sara', type: '', verified: true }, metadata)).resolves.toMatchObject({ firstName: 'Sara' });
  });

  it('refuses branches that are not a list of distinct location ids', async () => {
    expect(await refusals({ type: 'staff', branches: OLAYA })).toContain('branches:isArray');
    expect(await refusals({ type: 'staff', branches: ['Riyadh - Al Olaya'] })).toEqual(['branches:isUuid']);
    expect(await refusals({ type: 'staff', branches: [OLAYA, OLAYA] })).toEqual(['branches:arrayUnique']);
    expect(await refusals({ type: 'staff', branches: null })).toContain('branches:isArray');
  });

  it('refuses a type it does not know', async () => {
    expect(await refusals({ type: 'manager' })).toEqual(['type:isIn']);
  });

  it('words the role refusals at the branches field in both languages', () => {
    const problem = (constraint: string) => ({ field: 'branches', constraint, detail: constraint });
    expect(describeProblem(problem('staffNeedsBranch'), 'en')).toBe('Branches: choose at least one branch for a branch staff account');
    expect(describeProblem(problem('staffNeedsBranch'), 'ar')).toBe('الفروع: اختر فرعاً واحداً على الأقل لحساب موظف الفرع');
    expect(describeProblem(problem('branchesOnlyForStaff'), 'en')).toMatch(/^Branches: only a branch staff account works at branches/);
    expect(describeProblem(problem('branchesOnlyForStaff'), 'ar')).toMatch(/^الفروع: حساب موظف الفرع وحده/);
  });
});
