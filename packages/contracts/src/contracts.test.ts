import { describe, expect, it } from 'vitest';
import { ContactBodySchema, RegisterBodySchema, paginatedSchema, phoneSchema } from './index';
import { z } from 'zod';

describe('contracts', () => {
  it('normalises Bangladeshi mobile numbers and refuses others', () => {
    expect(phoneSchema.parse('+8801712345678')).toBe('01712345678');
    expect(phoneSchema.parse('8801812345678')).toBe('01812345678');
    expect(phoneSchema.parse('01912345678')).toBe('01912345678');
    expect(phoneSchema.safeParse('01212345678').success).toBe(false); // no 012 operator
    expect(phoneSchema.safeParse('0171234567').success).toBe(false); // too short
  });

  it('reports a password confirmation mismatch under password with a message key', () => {
    const result = RegisterBodySchema.safeParse({
      name: 'Rahim',
      email: 'Rahim@Example.com',
      phone: '01712345678',
      password: 'secret123',
      password_confirmation: 'secret124',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['password'], message: 'validation.confirmed' });
  });

  it('lower-cases the registration e-mail', () => {
    const body = RegisterBodySchema.parse({
      name: 'Rahim',
      email: ' Rahim@Example.com',
      phone: '01712345678',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    expect(body.email).toBe('rahim@example.com');
  });

  it('requires every contact field', () => {
    const result = ContactBodySchema.safeParse({});
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
  });

  it('describes paginated lists', () => {
    const schema = paginatedSchema(z.object({ id: z.number() }));
    expect(
      schema.safeParse({ data: [{ id: 1 }], current_page: 1, last_page: 1, per_page: 12, total: 1, from: 1, to: 1 })
        .success,
    ).toBe(true);
  });
});
