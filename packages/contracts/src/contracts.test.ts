import { describe, expect, it } from 'vitest';
import {
  ContactBodySchema,
  DB_INT_MAX,
  IdFromTextSchema,
  IdParamSchema,
  IdSchema,
  LineTextSchema,
  LoginBodySchema,
  MultilineTextSchema,
  RegisterBodySchema,
  ShopQuerySchema,
  paginatedSchema,
  phoneSchema,
  SetPhoneBodySchema,
  UpdateShippingAddressBodySchema,
  NurseAppointmentFieldsSchema,
  AmbulancePersonalBodySchema,
  DoctorJoinStep1BodySchema,
  NurseJoinStep1BodySchema,
  CouponWriteBodySchema,
  CouponStatusBodySchema,
  OrderStoreBodySchema,
} from './index';
import { z } from 'zod';

describe('contracts', () => {
  it('normalises Bangladeshi mobile numbers and refuses others', () => {
    expect(phoneSchema.parse('+8801712345678')).toBe('01712345678');
    expect(phoneSchema.parse('8801812345678')).toBe('01812345678');
    expect(phoneSchema.parse('01912345678')).toBe('01912345678');
    expect(phoneSchema.safeParse('01212345678').success).toBe(false); // no 012 operator
    expect(phoneSchema.safeParse('0171234567').success).toBe(false); // too short
  });

  it('reads the Bengali digits a Bengali keyboard types in every phone field (০১৭১২৩৪৫৬৭৮ is 01712345678)', () => {
    expect(phoneSchema.parse(' +৮৮০১৭১২৩৪৫৬৭৮ ')).toBe('01712345678');
    expect(SetPhoneBodySchema.parse({ phone: '০১৮১২৩৪৫৬৭৮' }).phone).toBe('01812345678');
    expect(UpdateShippingAddressBodySchema.shape.phone.parse('০১৯১২৩৪৫৬৭৮')).toBe('01912345678');
    expect(ContactBodySchema.shape.phone.parse('০১৬১২৩৪৫৬৭৮')).toBe('01612345678');
    expect(NurseAppointmentFieldsSchema.shape.phone_no.parse('০১৭১১-০০০১০১')).toBe('01711-000101');
    expect(AmbulancePersonalBodySchema.shape.contact_phone.parse('০১৮১২৩৪৫৬৭৮')).toBe('01812345678');
    expect(phoneSchema.safeParse('০১২১২৩৪৫৬৭৮').success).toBe(false); // still no 012 operator
  });

  it('reads the Bengali digits in coupon codes: the admin creating one, the buyer checking or using one (WELCOME৫০ is WELCOME50)', () => {
    const coupon = { type: 'fixed', value: 50, min_spend: 0 };
    expect(CouponWriteBodySchema.parse({ ...coupon, code: ' shop২৫ ' }).code).toBe('SHOP25');
    expect(CouponStatusBodySchema.parse({ code: 'WELCOME৫০', min_spend: 600 }).code).toBe('WELCOME50');
    const order = { cart_contents: [{ id: 1, qty: 1 }], payment_method: 2 };
    expect(OrderStoreBodySchema.parse({ ...order, code: 'WELCOME৫০' }).code).toBe('WELCOME50');
    expect(OrderStoreBodySchema.parse({ ...order, code: '' }).code).toBeUndefined();
    expect(CouponWriteBodySchema.safeParse({ ...coupon, code: 'শপ২৫' }).success).toBe(false); // letters stay Latin
  });

  it('says "choose" (or "required") for the provider wizards\' selects left unchosen, not "invalid" or "must be a number"', () => {
    const messages = (schema: z.ZodType, body: unknown) => {
      const result = schema.safeParse(body);
      return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(messages(DoctorJoinStep1BodySchema, { title: '', gender: '' })).toMatchObject({
      title: 'validation.choose',
      gender: 'validation.choose',
      country_id: 'validation.choose',
      experience: 'validation.required',
    });
    expect(messages(DoctorJoinStep1BodySchema, { title: 'Sir', gender: 'x' })).toMatchObject({
      title: 'validation.in',
      gender: 'validation.in',
    });
    const unchosen = { country_id: '', district_id: '', sub_district_id: '' };
    expect(messages(NurseJoinStep1BodySchema, unchosen)).toMatchObject({
      country_id: 'validation.choose',
      district_id: 'validation.choose',
      sub_district_id: 'validation.choose',
      experience: 'validation.required',
    });
    expect(messages(AmbulancePersonalBodySchema, unchosen)).toMatchObject({
      country_id: 'validation.choose',
      district_id: 'validation.choose',
      sub_district_id: 'validation.choose',
    });
    // 0 is an answer ("Less than 1 year"), and the ids still arrive as text from multipart forms.
    expect(NurseJoinStep1BodySchema.shape.experience.parse(0)).toBe(0);
    expect(NurseJoinStep1BodySchema.shape.district_id.parse('13')).toBe(13);
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

  it('takes ids 1..2147483647 (PostgreSQL integer), as numbers in bodies and as text in paths', () => {
    expect(DB_INT_MAX).toBe(2147483647);
    expect(IdSchema.safeParse(1).success).toBe(true);
    expect(IdSchema.safeParse(DB_INT_MAX).success).toBe(true);
    for (const bad of [0, -1, DB_INT_MAX + 1, 1.5, '1', null, true])
      expect(IdSchema.safeParse(bad).success).toBe(false);
    expect(IdFromTextSchema.parse('42')).toBe(42);
    expect(IdParamSchema.safeParse({ id: '2147483648' }).error?.issues[0]).toMatchObject({
      code: 'too_big',
      maximum: DB_INT_MAX,
    });
    expect(IdParamSchema.safeParse({ id: '0' }).error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 1 });
    expect(ShopQuerySchema.safeParse({ category: '99999999999' }).success).toBe(false);
  });

  it('refuses control characters and lone surrogates in text; multi-line text keeps tab and line breaks', () => {
    const refused = (schema: z.ZodType, value: string) =>
      schema.safeParse(value).error?.issues.some((i) => i.message === 'validation.control_characters') ?? false;
    for (const bad of ['a\u0000b', '\u0001', 'x\u001f', 'x\u007f', 'lone \ud800 high', 'lone \udc00 low']) {
      expect(refused(LineTextSchema, bad), JSON.stringify(bad)).toBe(true);
      expect(refused(MultilineTextSchema, bad), JSON.stringify(bad)).toBe(true);
    }
    expect(refused(LineTextSchema, 'two\nlines')).toBe(true);
    expect(MultilineTextSchema.parse('two\r\nlines\tand a tab')).toBe('two\r\nlines\tand a tab');
    expect(LineTextSchema.parse('নাপা ৫০০ 😀 Napa')).toBe('নাপা ৫০০ 😀 Napa');
    // The request schemas use them: a NUL in the login e-mail is a validation error, not a database error.
    expect(LoginBodySchema.safeParse({ email: 'a\u0000@example.com', password: 'x' }).success).toBe(false);
  });
});
