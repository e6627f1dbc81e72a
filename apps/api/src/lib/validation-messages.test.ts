import { describe, expect, it } from 'vitest';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CouponWriteBodySchema, IdParamSchema, LineTextSchema } from '@nirog/contracts';
import { localizeIssues, type SchemaIssue } from './validation-messages';

/** The issues the route validator reports for `value`, as the error handler receives them. */
function issuesOf(schema: z.ZodType, value: unknown): SchemaIssue[] {
  const validate = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' });
  const result = validate(value) as { error?: SchemaIssue[] };
  return result.error ?? [];
}

describe('validation messages', () => {
  it('states id bounds as they are: at least 1, at most 2147483647', () => {
    expect(localizeIssues(issuesOf(IdParamSchema, { id: '0' }), 'en')).toEqual({
      id: ['The id must be at least 1.'],
    });
    expect(localizeIssues(issuesOf(IdParamSchema, { id: '2147483648' }), 'en')).toEqual({
      id: ['The id may not be greater than 2147483647.'],
    });
    expect(localizeIssues(issuesOf(IdParamSchema, { id: '-5' }), 'bn')).toEqual({
      id: ['আইডি কমপক্ষে ১ হতে হবে।'],
    });
  });

  it("names a field as the route's form does where it gives a name, by the common name otherwise", () => {
    const issues = issuesOf(z.object({ title: z.string().min(1) }), { title: '' });
    expect(localizeIssues(issues, 'bn')).toEqual({ title: ['শিরোনাম দিতে হবে।'] });
    expect(localizeIssues(issues, 'bn', { title: 'attribute.provider.title' })).toEqual({ title: ['পদবি দিতে হবে।'] });
    expect(localizeIssues(issues, 'en', { department: 'attribute.provider.title' })).toEqual({
      title: ['The title field is required.'],
    });
  });

  it('says "greater than" for an exclusive bound instead of an off-by-one "at least"', () => {
    const errors = localizeIssues(issuesOf(CouponWriteBodySchema, { code: 'ABC', type: 'fixed', value: 0 }), 'en');
    expect(errors.value).toEqual(['The value must be greater than 0.']);
    const below = localizeIssues(issuesOf(z.object({ rate: z.number().lt(10) }), { rate: 10 }), 'bn');
    expect(below).toEqual({ rate: ['rate অবশ্যই ১০ এর কম হতে হবে।'] });
  });

  it('names control characters in text', () => {
    expect(localizeIssues(issuesOf(z.object({ name: LineTextSchema }), { name: 'a\u0000b' }), 'en')).toEqual({
      name: ['The name contains characters that are not allowed (invisible control characters or broken symbols).'],
    });
  });
});
